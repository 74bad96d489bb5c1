package dev.kontor.shared.ratelimit;

import java.time.Clock;
import java.time.Instant;

import lombok.RequiredArgsConstructor;

import io.github.bucket4j.TimeMeter;

/** Bucket4j's time read from the platform's clock, so that tests which move the clock move the buckets too. */
@RequiredArgsConstructor
final class ClockTimeMeter implements TimeMeter {

	private final Clock clock;

	@Override
	public long currentTimeNanos() {
		Instant now = clock.instant();
		return Math.addExact(Math.multiplyExact(now.getEpochSecond(), 1_000_000_000L), now.getNano());
	}

	/** Database buckets are shared by instances, so their time must be comparable across machines. */
	@Override
	public boolean isWallClockBased() {
		return true;
	}
}
