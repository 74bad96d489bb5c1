package dev.kontor.webhooks;

import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.NotFound;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.Deliveries;
import dev.kontor.webhooks.queue.Delivery;
import dev.kontor.webhooks.queue.DeliveryStatus;

/**
 * The operator's read of the delivery log, and its one action on it (resend), for other modules such as the
 * console: the queue itself (claiming, recording attempts) stays inside this module.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class DeliveryLog {

	private final Deliveries deliveries;

	private final Clock clock;

	/** Deliveries matching every filter given, newest first, at most {@code limit}. */
	public List<Delivery> find(@Nullable UUID eventId, @Nullable UUID endpointId, @Nullable EventType eventType,
			@Nullable DeliveryStatus status, int limit) {
		return deliveries.find(eventId, endpointId, eventType, status, limit);
	}

	public Optional<Delivery> findById(UUID id) {
		return deliveries.findById(id);
	}

	/** The attempts of these deliveries, oldest first, by delivery. */
	public Map<UUID, List<Attempt>> attemptsOf(Collection<UUID> deliveryIds) {
		return deliveries.attemptsOf(deliveryIds);
	}

	/** Sends the delivery again, with the same eventId and a fresh retry horizon. */
	@Transactional
	public void resend(UUID id) {
		if (!deliveries.resend(id, Instant.now(clock))) {
			throw new NotFound("No delivery with this id exists");
		}
	}
}
