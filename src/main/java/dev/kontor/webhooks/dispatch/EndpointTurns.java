package dev.kontor.webhooks.dispatch;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * Who is served next: each endpoint has at most {@code perEndpoint} attempts in flight at this instance, and when
 * there is less room than the endpoints with due deliveries would take, the turn moves on from the endpoint served
 * last, so that every endpoint is served in turn. A dead endpoint with a long backlog thus holds a few attempts and
 * never the whole instance. Thread-safe.
 */
final class EndpointTurns {

	private final int perEndpoint;

	private final Map<UUID, Integer> inFlight = new HashMap<>();

	private @Nullable UUID lastServed;

	EndpointTurns(int perEndpoint) {
		this.perEndpoint = perEndpoint;
	}

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
			int share = Math.min(left, perEndpoint - inFlight.getOrDefault(endpoint, 0));
			if (share > 0) {
				shares.put(endpoint, share);
				left -= share;
				lastServed = endpoint;
			}
		}
		return shares;
	}

	synchronized void started(UUID endpoint) {
		inFlight.merge(endpoint, 1, Integer::sum);
	}

	synchronized void finished(UUID endpoint) {
		inFlight.computeIfPresent(endpoint, (id, count) -> count == 1 ? null : count - 1);
	}

	synchronized int inFlight(UUID endpoint) {
		return inFlight.getOrDefault(endpoint, 0);
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
}
