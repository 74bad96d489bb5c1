package dev.kontor.webhooks.dispatch;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

/**
 * Who is served next, and when each claimed delivery may start. Each endpoint has at most {@code perEndpoint}
 * attempts in flight at this instance; up to {@value #CLAIM_AHEAD} times as many of its deliveries may be claimed,
 * the rest waiting here for one of its attempts to end, so that an endpoint that answers quickly is not held up by
 * the round trips of claiming (a claim costs about the same for 16 deliveries as for 64). An endpoint is claimed for
 * again only when there is room for at least {@code perEndpoint} more of its deliveries, so that a busy endpoint is
 * fed by claims of dozens rather than by a claim for every attempt that ends, while as many again still wait to
 * keep its attempts going during the claim. When there is less room
 * than the endpoints with due deliveries would take, the turn moves on from the endpoint served last, so that every
 * endpoint is served in turn. A dead endpoint with a long backlog thus holds a few attempts and never the whole
 * instance. Thread-safe.
 */
@RequiredArgsConstructor
final class EndpointTurns {

	/** How many deliveries of an endpoint may be claimed at once, as a multiple of its attempts in flight. */
	static final int CLAIM_AHEAD = 4;

	private final int perEndpoint;

	private final Map<UUID, Held> held = new HashMap<>();

	private @Nullable UUID lastServed;

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
		for (int i = 0; i < dueEndpoints.size() && left > 0; i++) {
			UUID endpoint = dueEndpoints.get((start + i) % dueEndpoints.size());
			Held endpointHeld = held.get(endpoint);
			if (endpointHeld != null && !endpointHeld.wantsMore(perEndpoint)) {
				continue;
			}
			int share = Math.min(left, CLAIM_AHEAD * perEndpoint - (endpointHeld == null ? 0 : endpointHeld.count()));
			if (share > 0) {
				shares.put(endpoint, share);
				left -= share;
				lastServed = endpoint;
			}
		}
		return shares;
	}

	/** Takes a claimed delivery: it may start when its endpoint has room, otherwise it waits here. */
	synchronized Optional<Dispatch> admit(Dispatch dispatch) {
		Held endpointHeld = held.computeIfAbsent(dispatch.endpoint().id(), id -> new Held());
		if (endpointHeld.inFlight < perEndpoint) {
			endpointHeld.inFlight++;
			return Optional.of(dispatch);
		}
		endpointHeld.waiting.add(dispatch);
		return Optional.empty();
	}

	/** An attempt of the endpoint ended: the delivery that starts in its place, if one waits. */
	synchronized Optional<Dispatch> finished(UUID endpoint) {
		Held endpointHeld = held.get(endpoint);
		if (endpointHeld == null) {
			return Optional.empty();
		}
		Dispatch next = endpointHeld.waiting.poll();
		if (next == null && --endpointHeld.inFlight == 0) {
			held.remove(endpoint);
		}
		return Optional.ofNullable(next);
	}

	/** Whether the endpoint would be claimed for now: there is room for at least one round of its attempts. */
	synchronized boolean wantsMore(UUID endpoint) {
		Held endpointHeld = held.get(endpoint);
		return endpointHeld == null || endpointHeld.wantsMore(perEndpoint);
	}

	synchronized int inFlight(UUID endpoint) {
		Held endpointHeld = held.get(endpoint);
		return endpointHeld == null ? 0 : endpointHeld.inFlight;
	}

	synchronized int waiting(UUID endpoint) {
		Held endpointHeld = held.get(endpoint);
		return endpointHeld == null ? 0 : endpointHeld.waiting.size();
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

		boolean wantsMore(int perEndpoint) {
			return CLAIM_AHEAD * perEndpoint - count() >= perEndpoint;
		}
	}
}
