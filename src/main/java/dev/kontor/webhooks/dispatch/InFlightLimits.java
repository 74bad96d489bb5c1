package dev.kontor.webhooks.dispatch;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

import dev.kontor.webhooks.queue.Attempt;

/**
 * How many attempts each endpoint may have in flight at this instance, learned from its answers as TCP learns its
 * window (additive increase, multiplicative decrease). An endpoint starts at {@value #START} attempts. Each
 * acknowledgement widens it: by one attempt per acknowledgement until the endpoint first shows that it is overloaded,
 * then by one attempt per round of acknowledgements (as many as its limit). An attempt that shows overload (no answer
 * in time, a connection that failed, 429 or 503) halves it, once per round: the attempts already in flight when it was
 * halved were sent under the wider limit and say nothing new. Other answers (a 400, a 500) leave it as it is: the
 * receiver answered at once, about the event. The limit stays between {@code floor} and {@code ceiling}.
 *
 * <p>So a receiver that acknowledges quickly gets up to the ceiling of attempts at once and the throughput that
 * follows from them, while a dead or stalled one falls to the floor within a few rounds and holds fewer of the
 * instance's places than before, whatever its backlog. Not thread-safe: {@link EndpointTurns} holds its lock around
 * every call.
 */
final class InFlightLimits {

	/** The limit of an endpoint not seen before, unless the floor or the ceiling says otherwise. */
	static final int START = 16;

	private final int floor;

	private final int ceiling;

	private final Map<UUID, Limit> limits = new HashMap<>();

	/**
	 * @param floor the fewest attempts an endpoint is allowed at once, however it answers
	 * @param ceiling the most attempts an endpoint is allowed at once, however it answers
	 */
	InFlightLimits(int floor, int ceiling) {
		if (floor < 1 || ceiling < floor) {
			throw new IllegalArgumentException(
					"The floor must be at least 1 and at most the ceiling: " + floor + ", " + ceiling);
		}
		this.floor = floor;
		this.ceiling = ceiling;
	}

	/** The same limit for every endpoint, whatever it answers. */
	static InFlightLimits fixed(int limit) {
		return new InFlightLimits(limit, limit);
	}

	/** How many attempts the endpoint may have in flight now. */
	int of(UUID endpoint) {
		Limit limit = limits.get(endpoint);
		return limit == null ? start() : limit.value;
	}

	/** An attempt at the endpoint ended with this answer (or without one). */
	void ended(UUID endpoint, Attempt attempt) {
		if (floor == ceiling) {
			return;
		}
		Limit limit = limits.computeIfAbsent(endpoint, id -> new Limit(start()));
		if (attempt.acknowledged()) {
			limit.widen(ceiling);
		}
		else if (showsOverload(attempt)) {
			limit.halve(floor);
		}
		else {
			limit.countEnded();
		}
	}

	/** No answer in time, no connection, or the receiver saying it has too much to do. */
	private static boolean showsOverload(Attempt attempt) {
		Integer status = attempt.statusCode();
		return status == null || status == 429 || status == 503;
	}

	private int start() {
		return Math.clamp(START, floor, ceiling);
	}

	/** One endpoint's limit and where it stands in its round. */
	private static final class Limit {

		private int value;

		/** Whether the endpoint has not shown overload yet: the limit then grows by one per acknowledgement. */
		private boolean opening = true;

		/** Acknowledgements since the limit last grew, while it grows by one per round. */
		private int acknowledgedInRound;

		/** Attempts that still have to end before another overload halves the limit again. */
		private int endingBeforeNextHalving;

		Limit(int value) {
			this.value = value;
		}

		void widen(int ceiling) {
			countEnded();
			if (opening) {
				value = Math.min(ceiling, value + 1);
			}
			else if (++acknowledgedInRound >= value) {
				value = Math.min(ceiling, value + 1);
				acknowledgedInRound = 0;
			}
		}

		void halve(int floor) {
			if (endingBeforeNextHalving > 0) {
				endingBeforeNextHalving--;
				return;
			}
			opening = false;
			acknowledgedInRound = 0;
			endingBeforeNextHalving = value;
			value = Math.max(floor, value / 2);
		}

		/** An attempt ended: one fewer to wait for before another overload may halve the limit. */
		void countEnded() {
			if (endingBeforeNextHalving > 0) {
				endingBeforeNextHalving--;
			}
		}
	}
}
