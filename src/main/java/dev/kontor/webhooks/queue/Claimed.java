package dev.kontor.webhooks.queue;

import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * What one claim took: a claim for each delivery and for each event of each run, and the events they carry, by id,
 * read in the claim's transaction.
 */
public record Claimed(List<Claim> claims, Map<UUID, AcceptedEvent> events) {

	static final Claimed NOTHING = new Claimed(List.of(), Map.of());

	public Claimed {
		claims = List.copyOf(claims);
		events = Map.copyOf(events);
	}
}
