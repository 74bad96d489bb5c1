package dev.kontor.webhooks.dispatch;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import dev.kontor.webhooks.queue.Attempt;

/**
 * Who is served next, and when each claimed delivery may start. Each endpoint has a limit of attempts in flight at
 * this instance, learned from its answers ({@link InFlightLimits}); up to {@value #CLAIM_AHEAD} times as many of its
 * deliveries may be claimed, at most {@value #MOST_CLAIMED_AHEAD} beyond its attempts in flight, the rest waiting here
 * for one of its attempts to end, so that an endpoint that answers quickly is not held up by the round trips of
 * claiming (a claim costs about the same for 16 deliveries as for 64). An endpoint is claimed for again only when
 * there is room for at least one round of its attempts, so that a busy endpoint is fed by claims of dozens rather than
 * by a claim for every attempt that ends, while as many again still wait to keep its attempts going during the claim.
 * When there is less room than the endpoints with due deliveries would take, the turn moves on from the endpoint
 * served last, so that every endpoint is served in turn. A dead endpoint with a long backlog thus holds a few attempts
 * and never the whole instance.
 *
 * <p>An endpoint whose last claim took fewer deliveries than it asked for had no more due: it is asked for a little
 * more than that next time ({@link #sparseShare}), not for a full share, so that one claim serves many quiet endpoints
 * instead of three or four (a claim of 200 with full shares of 64), each claim after a look at every endpoint. Once a
 * claim takes all it asked for, the endpoint gets full shares again.
 *
 * <p>It also tells whether an attempt that ended is a reason to look for due deliveries again
 * ({@link #worthLookingAgainAfter}): only when its endpoint may have more due than this instance claimed, or when room
 * ran out before every endpoint with due deliveries had its turn. What is queued for a quiet endpoint later signals
 * the dispatcher itself, and what falls due later (a retry, another instance's delivery) is found by the look every
 * poll interval. So an attempt to one of many quiet endpoints does not make the dispatcher look at every endpoint
 * again. Thread-safe.
 */
@RequiredArgsConstructor
final class EndpointTurns {

	/** How many deliveries of an endpoint may be claimed at once, as a multiple of its attempts in flight. */
	static final int CLAIM_AHEAD = 4;

	/**
	 * How many deliveries of an endpoint may wait here at most, however many attempts it may have in flight: one
	 * endpoint at its ceiling should not hold the room of the others.
	 */
	static final int MOST_CLAIMED_AHEAD = 48;

	private final InFlightLimits limits;

	private final Map<UUID, Held> held = new HashMap<>();

	private @Nullable UUID lastServed;

	/**
	 * What the last claim of an endpoint took, for those whose last claim took fewer than it asked for (so none left
	 * due then); an endpoint not here may have more due than this instance holds.
	 */
	private final Map<UUID, Integer> lastTookLess = new HashMap<>();

	/** Whether the last share ran out of room (or there was none) before every endpoint with due deliveries. */
	private boolean roomRanOut;

	/**
	 * How many deliveries to claim for each endpoint, taking the endpoints in turn from the one after the endpoint
	 * served last, until {@code room} is given out.
	 *
	 * @param dueEndpoints the endpoints with due deliveries, in the order of their ids
	 */
	synchronized Map<UUID, Integer> share(List<UUID> dueEndpoints, int room) {
		Map<UUID, Integer> shares = new LinkedHashMap<>();
		int start = firstAfterLastServed(dueEndpoints);
		int left = room;
		int looked = 0;
		for (; looked < dueEndpoints.size() && left > 0; looked++) {
			UUID endpoint = dueEndpoints.get((start + looked) % dueEndpoints.size());
			Held endpointHeld = held.get(endpoint);
			int limit = limits.of(endpoint);
			if (endpointHeld != null && !endpointHeld.wantsMore(limit)) {
				lastTookLess.remove(endpoint);
				continue;
			}
			int full = holdable(limit) - (endpointHeld == null ? 0 : endpointHeld.count());
			Integer took = lastTookLess.get(endpoint);
			int share = Math.min(left, took == null ? full : Math.min(full, sparseShare(took)));
			if (share > 0) {
				shares.put(endpoint, share);
				left -= share;
				lastServed = endpoint;
			}
		}
		roomRanOut = looked < dueEndpoints.size();
		return shares;
	}

	/** There was no room to claim anything: endpoints may have due deliveries that nobody looked at. */
	synchronized void noRoom() {
		roomRanOut = true;
	}

	/** What a claim took of each endpoint's share: an endpoint that got all it asked for may have more due. */
	synchronized void claimed(Map<UUID, Integer> shares, Map<UUID, Integer> claimedByEndpoint) {
		shares.forEach((endpoint, asked) -> {
			int took = claimedByEndpoint.getOrDefault(endpoint, 0);
			if (took >= asked) {
				lastTookLess.remove(endpoint);
			}
			else {
				lastTookLess.put(endpoint, took);
			}
		});
	}

	/** The share of an endpoint whose last claim took {@code took}, fewer than it asked for. */
	private static int sparseShare(int took) {
		return 2 * took + 1;
	}

	/** Whether the end of an attempt to the endpoint is a reason to look for due deliveries again (see above). */
	synchronized boolean worthLookingAgainAfter(UUID endpoint) {
		return roomRanOut || !lastTookLess.containsKey(endpoint) && wantsMore(endpoint);
	}

	/** Takes a claimed delivery: it may start when its endpoint has room, otherwise it waits here. */
	synchronized Optional<Dispatch> admit(Dispatch dispatch) {
		Held endpointHeld = held.computeIfAbsent(dispatch.endpoint().id(), id -> new Held());
		if (endpointHeld.inFlight < limits.of(dispatch.endpoint().id())) {
			endpointHeld.inFlight++;
			return Optional.of(dispatch);
		}
		endpointHeld.waiting.add(dispatch);
		return Optional.empty();
	}

	/** An attempt of the endpoint ended with this answer: its limit of attempts in flight learns from it. */
	synchronized void answered(UUID endpoint, Attempt attempt) {
		limits.ended(endpoint, attempt);
	}

	/**
	 * An attempt of the endpoint ended, or a claimed delivery was given up: the deliveries that start in its place,
	 * one or, when its limit has grown, more.
	 */
	synchronized List<Dispatch> finished(UUID endpoint) {
		Held endpointHeld = held.get(endpoint);
		if (endpointHeld == null) {
			return List.of();
		}
		endpointHeld.inFlight--;
		List<Dispatch> starting = new ArrayList<>(1);
		int limit = limits.of(endpoint);
		while (endpointHeld.inFlight < limit && !endpointHeld.waiting.isEmpty()) {
			starting.add(endpointHeld.waiting.poll());
			endpointHeld.inFlight++;
		}
		if (endpointHeld.count() == 0) {
			held.remove(endpoint);
		}
		return starting;
	}

	/** Whether the endpoint would be claimed for now: there is room for at least one round of its attempts. */
	synchronized boolean wantsMore(UUID endpoint) {
		Held endpointHeld = held.get(endpoint);
		return endpointHeld == null || endpointHeld.wantsMore(limits.of(endpoint));
	}

	synchronized int inFlight(UUID endpoint) {
		Held endpointHeld = held.get(endpoint);
		return endpointHeld == null ? 0 : endpointHeld.inFlight;
	}

	synchronized int waiting(UUID endpoint) {
		Held endpointHeld = held.get(endpoint);
		return endpointHeld == null ? 0 : endpointHeld.waiting.size();
	}

	/** How many deliveries of an endpoint with this limit this instance may hold: in flight and waiting. */
	private static int holdable(int limit) {
		return Math.min(CLAIM_AHEAD * limit, limit + MOST_CLAIMED_AHEAD);
	}

	private int firstAfterLastServed(List<UUID> dueEndpoints) {
		if (lastServed == null) {
			return 0;
		}
		for (int i = 0; i < dueEndpoints.size(); i++) {
			if (dueEndpoints.get(i).compareTo(lastServed) > 0) {
				return i;
			}
		}
		return 0;
	}

	/** The deliveries of one endpoint this instance holds: in flight, and claimed and waiting for a slot. */
	private static final class Held {

		private int inFlight;

		private final Queue<Dispatch> waiting = new ArrayDeque<>();

		int count() {
			return inFlight + waiting.size();
		}

		boolean wantsMore(int limit) {
			return holdable(limit) - count() >= limit;
		}
	}
}
