package dev.kontor.webhooks.stream;

import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The subscribers of one tenant on this instance: those that act for the whole tenant, and those bound to each client
 * record, so that an event is offered only to the subscribers that may see it, not to every subscriber of the tenant
 * (ten thousand users of one tenant, each bound to a record, cost one look-up per event, not ten thousand).
 */
final class TenantSubscribers {

	private final Set<Subscriber> tenantLevel = ConcurrentHashMap.newKeySet();

	private final Map<UUID, Set<Subscriber>> byClientRecord = new ConcurrentHashMap<>();

	void add(Subscriber subscriber) {
		UUID clientRecordId = subscriber.clientRecordId();
		if (clientRecordId == null) {
			tenantLevel.add(subscriber);
		}
		else {
			byClientRecord.computeIfAbsent(clientRecordId, id -> ConcurrentHashMap.newKeySet()).add(subscriber);
		}
	}

	/** Removes the subscriber; answers whether none is left. */
	boolean remove(Subscriber subscriber) {
		UUID clientRecordId = subscriber.clientRecordId();
		if (clientRecordId == null) {
			tenantLevel.remove(subscriber);
		}
		else {
			byClientRecord.computeIfPresent(clientRecordId, (id, subscribers) -> {
				subscribers.remove(subscriber);
				return subscribers.isEmpty() ? null : subscribers;
			});
		}
		return tenantLevel.isEmpty() && byClientRecord.isEmpty();
	}

	void offer(StreamedEvent event) {
		if (event.tenantLevel()) {
			tenantLevel.forEach(subscriber -> subscriber.offer(event));
		}
		for (UUID clientRecordId : event.clients()) {
			byClientRecord.getOrDefault(clientRecordId, Set.of()).forEach(subscriber -> subscriber.offer(event));
		}
	}

	void forEach(Consumer<Subscriber> action) {
		tenantLevel.forEach(action);
		byClientRecord.values().forEach(subscribers -> subscribers.forEach(action));
	}

	int size() {
		return tenantLevel.size() + byClientRecord.values().stream().mapToInt(Set::size).sum();
	}
}
