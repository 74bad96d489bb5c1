package dev.kontor.webhooks.queue;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where this instance's look for an endpoint's due deliveries starts along the due index: a second before the oldest
 * delivery its last claim took, and from the beginning every few seconds.
 *
 * <p>Every claimed and settled delivery leaves its old index entry in the due range until the table is vacuumed. A
 * look that started at the beginning would step over all of them: after 400,000 deliveries settled and no vacuum, a
 * claim read 2,400 index pages (4.3 ms) instead of 5, and after three benchmark runs without vacuum, several times
 * as many, each claim slower than the one before. Deliveries never become due before that point again in the normal
 * course: new ones are due from their transaction's start, retries later, resent and resumed ones now, those of an
 * ended lease at its end. What could (a transaction that commits more than a second after its first event, a claim
 * of another instance rolled back) is found by the look from the beginning, at most {@link #FULL_LOOK_EVERY} later.
 * When the clock is set back, what was noted at the later times says nothing about now: the look starts from the
 * beginning. Thread-safe.
 */
final class DueRangeStart {

	static final Instant BEGINNING = Instant.EPOCH;

	static final Duration MARGIN = Duration.ofSeconds(1);

	static final Duration FULL_LOOK_EVERY = Duration.ofSeconds(5);

	/** Where the endpoint's look starts, when it last started from the beginning, and when a claim last took some. */
	private record Start(Instant from, Instant lastFullLook, Instant lastClaim) {
	}

	private final Map<UUID, Start> byEndpoint = new ConcurrentHashMap<>();

	private volatile Instant lastFullLookForAll = BEGINNING;

	/** Where to look for the endpoint's due deliveries now; from the beginning also when the clock was set back. */
	Instant of(UUID endpointId, Instant now) {
		Start start = byEndpoint.get(endpointId);
		if (start == null || fullLookDue(start.lastFullLook(), now) || now.isBefore(start.lastClaim())) {
			byEndpoint.put(endpointId, start == null ? new Start(BEGINNING, now, BEGINNING)
					: new Start(start.from(), now, start.lastClaim()));
			return BEGINNING;
		}
		return start.from();
	}

	/**
	 * Where to look for the due deliveries of all endpoints now: the earliest start of those a claim took some of in
	 * the last {@link #FULL_LOOK_EVERY}, so that an endpoint disabled or gone quiet long ago does not hold the start
	 * where it left off (what it has due is found by the look from the beginning).
	 */
	Instant ofAll(Instant now) {
		if (fullLookDue(lastFullLookForAll, now)) {
			lastFullLookForAll = now;
			return BEGINNING;
		}
		Instant recent = now.minus(FULL_LOOK_EVERY);
		return byEndpoint.values()
			.stream()
			.filter(start -> start.lastClaim().isAfter(recent) && !start.lastClaim().isAfter(now))
			.map(Start::from)
			.min(Instant::compareTo)
			.orElse(BEGINNING);
	}

	/** Whether the last look from the beginning is {@link #FULL_LOOK_EVERY} ago, or seems to come later (clock set back). */
	private static boolean fullLookDue(Instant lastFullLook, Instant now) {
		return !now.isBefore(lastFullLook.plus(FULL_LOOK_EVERY)) || now.isBefore(lastFullLook);
	}

	/** The endpoint's claim at {@code now} took deliveries due from {@code oldestDue} on. */
	void claimed(UUID endpointId, Instant oldestDue, Instant now) {
		byEndpoint.compute(endpointId, (id, start) -> new Start(oldestDue.minus(MARGIN),
				start == null ? BEGINNING : start.lastFullLook(), now));
	}
}
