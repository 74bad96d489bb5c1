package dev.kontor.simulators.bank;

import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The {@code MsgId}s of the bank's answers: {@code BS}, the time to the millisecond and a running number, such as
 * {@code BS20261129205622123-0001}. Unique within a run by the number and across runs by the time; short enough that
 * an entry's reference (the id, a dash and the entry's number) stays within the schema's 35 characters.
 */
final class MessageIds {

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS")
		.withZone(ZoneOffset.UTC);

	private final Clock clock;

	private final AtomicLong issued = new AtomicLong();

	MessageIds(Clock clock) {
		this.clock = clock;
	}

	String next() {
		return "BS" + TIME.format(clock.instant()) + "-" + "%04d".formatted(issued.incrementAndGet() % 10_000);
	}
}
