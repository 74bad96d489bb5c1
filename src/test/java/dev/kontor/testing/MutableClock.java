package dev.kontor.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The system clock, moved forward by tests that need time to pass (retry schedules, horizons); or, made with
 * {@link #stoppedAt(Instant)}, a clock that moves only when told, for tests that cross a bound to the nanosecond.
 */
public final class MutableClock extends Clock {

	private final Supplier<Instant> base;

	private final AtomicReference<Duration> offset = new AtomicReference<>(Duration.ZERO);

	public MutableClock() {
		this(Instant::now);
	}

	private MutableClock(Supplier<Instant> base) {
		this.base = base;
	}

	public static MutableClock stoppedAt(Instant instant) {
		return new MutableClock(() -> instant);
	}

	public void advance(Duration duration) {
		offset.updateAndGet(current -> current.plus(duration));
	}

	public void reset() {
		offset.set(Duration.ZERO);
	}

	@Override
	public Instant instant() {
		return base.get().plus(offset.get());
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
