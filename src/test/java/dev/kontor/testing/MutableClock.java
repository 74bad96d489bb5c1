package dev.kontor.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/** The system clock, moved forward by tests that need time to pass (retry schedules, horizons). */
public final class MutableClock extends Clock {

	private final AtomicReference<Duration> offset = new AtomicReference<>(Duration.ZERO);

	public void advance(Duration duration) {
		offset.updateAndGet(current -> current.plus(duration));
	}

	public void reset() {
		offset.set(Duration.ZERO);
	}

	@Override
	public Instant instant() {
		return Instant.now().plus(offset.get());
	}

	@Override
	public ZoneId getZone() {
		return ZoneOffset.UTC;
	}

	@Override
	public Clock withZone(ZoneId zone) {
		throw new UnsupportedOperationException("The platform works in UTC");
	}
}
