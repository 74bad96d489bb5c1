package dev.kontor.webhooks.queue;

import org.springframework.modulith.NamedInterface;

/** Where a delivery of one event to one endpoint stands. */
@NamedInterface("administration")
public enum DeliveryStatus {

	/** Waiting for its next attempt. */
	Pending,
	/** Acknowledged by the receiver (200, 201 or 204). */
	Delivered,
	/** No acknowledgement within the retry horizon: failed for good, until the operator resends it. */
	Failed,
	/** Its endpoint is disabled; it is due again as soon as the endpoint is enabled. */
	Paused

}
