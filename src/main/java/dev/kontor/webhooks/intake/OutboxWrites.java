package dev.kontor.webhooks.intake;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.AcceptedEvents;
import dev.kontor.webhooks.queue.Deliveries;
import dev.kontor.webhooks.queue.NewDelivery;

/**
 * Writes accepted events and their deliveries to the outbox tables, in the transaction of the change that caused
 * them: gathered while the transaction runs and written just before it commits, all events in one statement or
 * batch and all deliveries in one more, so that a change publishing four events (an execution with its bookings)
 * pays two round trips instead of up to eight. Outside a transaction they are written at once. The events keep the
 * time they occurred, not the time they were written.
 */
@Component
@RequiredArgsConstructor
class OutboxWrites {

	private final AcceptedEvents events;

	private final Deliveries deliveries;

	void write(List<AcceptedEvent> accepted, List<NewDelivery> newDeliveries, Instant now) {
		if (!TransactionSynchronizationManager.isActualTransactionActive()
				|| !TransactionSynchronizationManager.isSynchronizationActive()) {
			writeNow(accepted, newDeliveries, now);
			return;
		}
		Gathered gathered = gatheredOfThisTransaction();
		if (gathered.written) {
			// published by another synchronization while the transaction commits: still inside it
			writeNow(accepted, newDeliveries, now);
			return;
		}
		gathered.add(accepted, newDeliveries);
	}

	private void writeNow(List<AcceptedEvent> accepted, List<NewDelivery> newDeliveries, Instant now) {
		events.insertAll(accepted);
		deliveries.enqueueAll(accepted, newDeliveries, now);
	}

	/**
	 * The synchronization is the holder: a transaction started inside this one ({@code REQUIRES_NEW}) suspends it
	 * and gathers in its own.
	 */
	private Gathered gatheredOfThisTransaction() {
		for (TransactionSynchronization synchronization : TransactionSynchronizationManager.getSynchronizations()) {
			if (synchronization instanceof Gathered gathered && gathered.owner == this) {
				return gathered;
			}
		}
		Gathered gathered = new Gathered(this);
		TransactionSynchronizationManager.registerSynchronization(gathered);
		return gathered;
	}

	private static final class Gathered implements TransactionSynchronization {

		private final OutboxWrites owner;

		private final List<AcceptedEvent> accepted = new ArrayList<>();

		private final List<NewDelivery> newDeliveries = new ArrayList<>();

		private boolean written;

		Gathered(OutboxWrites owner) {
			this.owner = owner;
		}

		void add(List<AcceptedEvent> events, List<NewDelivery> deliveries) {
			accepted.addAll(events);
			newDeliveries.addAll(deliveries);
		}

		@Override
		public void beforeCommit(boolean readOnly) {
			written = true;
			if (!accepted.isEmpty()) {
				// the deliveries are due from the transaction's first event on
				owner.writeNow(accepted, newDeliveries, accepted.getFirst().occurredAt());
			}
		}
	}
}
