package dev.kontor.corporateactions.processing;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionSettings;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.announcements.ActionSchedule;
import dev.kontor.corporateactions.processing.BatchClaims.Claim;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PropertyErrors;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Books an action's pending entitlements in {@code kontor.corporate-actions.booking-workers} batches at once, each a
 * transaction of its own, so that one batch's bookings are computed while another's wait for the database. The
 * workers take the client records in the order of their ids from one cursor, a batch each, so that they never claim
 * the same ones; each transaction holds the action's row in shared mode (what must not overtake the processing holds
 * it exclusively and makes the workers stop) and its entitlements' rows, and books only those still pending when
 * locked, so that another instance working the action at the same time waits for them and finds them booked: exactly
 * once, as batch after batch. A batch the ledger refuses is rolled back and left to the booking in turn that follows
 * ({@link CorporateActionProcessing}), which books its client records one a transaction.
 */
@Component
@RequiredArgsConstructor
class SideBySide {

	private static final Logger log = LoggerFactory.getLogger(SideBySide.class);

	private final ActionSchedule schedule;

	private final BatchClaims claims;

	private final EntitlementBooking booking;

	private final TransactionTemplate transaction;

	private final CorporateActionSettings settings;

	private final Clock clock;

	/** Books batches of the action's pending entitlements side by side until none is left; how many it booked. */
	int book(CorporateAction due) {
		int workers = settings.bookingWorkers();
		if (workers < 2) {
			return 0;
		}
		Cursor cursor = new Cursor();
		List<Future<Integer>> running = new ArrayList<>(workers);
		try (ExecutorService pool = Executors.newFixedThreadPool(workers,
				Thread.ofPlatform().name("corporate-action-booking-", 1).factory())) {
			for (int i = 0; i < workers; i++) {
				running.add(pool.submit(() -> work(due, cursor)));
			}
		}
		int booked = 0;
		for (Future<Integer> worker : running) {
			booked += bookedBy(worker);
		}
		return booked;
	}

	/** Books one batch after another, each from the cursor, until the cursor passed the last client record. */
	private int work(CorporateAction due, Cursor cursor) {
		int booked = 0;
		while (true) {
			Integer batch;
			try {
				batch = transaction.execute(status -> bookNext(due, cursor));
			}
			catch (PropertyErrors | NotFound refused) {
				log.warn("Corporate action {}: the ledger refused a booking of a batch ({}); its client records are "
						+ "booked in turn afterwards", due.corporateActionId(), refused.getMessage());
				continue;
			}
			if (batch == null) {
				return booked;
			}
			booked += batch;
		}
	}

	/** Books the next batch from the cursor; how many entitlements, null once none is left or the action is busy. */
	private @Nullable Integer bookNext(CorporateAction due, Cursor cursor) {
		Optional<CorporateAction> shared = schedule.shareUnlessBusy(due.corporateActionId())
			.filter(action -> action.status() == CorporateActionStatus.Announced);
		if (shared.isEmpty()) {
			return null;
		}
		CorporateAction action = shared.get();
		Optional<Claim> next = cursor.next(after -> claims.claim(action, settings.clientsPerBatch(), after));
		if (next.isEmpty()) {
			return null;
		}
		Claim batch = next.get();
		if (!batch.isEmpty()) {
			booking.book(action, batch.clients(), Timestamps.now(clock));
		}
		return claims.done(action, batch).entitlements();
	}

	private static int bookedBy(Future<Integer> worker) {
		try {
			return worker.get();
		}
		catch (ExecutionException failed) {
			if (failed.getCause() instanceof RuntimeException cause) {
				throw cause;
			}
			throw new IllegalStateException(failed.getCause());
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("Interrupted while booking", interrupted);
		}
	}

	/** Where the next batch begins: after the last client record claimed, by id. */
	private static final class Cursor {

		private @Nullable UUID after;

		private boolean passedLast;

		/**
		 * The next batch, claimed while the other workers wait for the cursor (a claim takes a millisecond); empty once
		 * no pending client record is left after it.
		 */
		synchronized Optional<Claim> next(Function<@Nullable UUID, Claim> claim) {
			if (passedLast) {
				return Optional.empty();
			}
			Claim claimed = claim.apply(after);
			if (claimed.lastClient() == null) {
				passedLast = true;
				return Optional.empty();
			}
			after = claimed.lastClient();
			return Optional.of(claimed);
		}
	}
}
