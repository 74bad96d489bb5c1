package dev.kontor.corporateactions.processing;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.accounts.Holdings;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionExDateReached;
import dev.kontor.corporateactions.CorporateActionSettings;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.announcements.ActionSchedule;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.corporateactions.processing.BatchClaims.Batch;
import dev.kontor.corporateactions.processing.BatchClaims.Claim;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PropertyErrors;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Processes what is due (contract section 10), as the periodic job and the operator's route ask: first tells the order
 * side of ex dates that came for actions changing the number of shares (it cancels open orders in the instrument),
 * then fixes the entitlements of every announced action whose record date has passed, from the holdings settled at its end; then
 * books the entitlements of every action whose payment date has come (and whose election deadline has passed), a
 * batch of whole client records per transaction, and marks the action Processed once none is pending.
 *
 * <p>Exactly once, also across restarts and instances: each step holds the action's row locked for its transaction
 * (an instance that finds it locked leaves the action to the one working it; the batches booked side by side hold it
 * in shared mode, and their entitlements' rows exclusively), and an entitlement's bookings and its status change
 * commit together.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class CorporateActionProcessing {

	private static final Logger log = LoggerFactory.getLogger(CorporateActionProcessing.class);

	/** The kinds of events that book: all but general meetings, which inform and stay Announced. */
	private static final Set<CorporateActionType> BOOKED_KINDS = EnumSet.complementOf(
			EnumSet.of(CorporateActionType.GeneralMeeting));

	/** The kinds of events on whose ex date open orders in the instrument are cancelled. */
	private static final Set<CorporateActionType> CHANGING_SHARES = EnumSet.copyOf(
			Arrays.stream(CorporateActionType.values()).filter(CorporateActionType::changesShares).toList());

	private final ActionSchedule schedule;

	private final Entitlements entitlements;

	private final Holdings holdings;

	private final EntitlementBooking booking;

	private final TransactionTemplate transaction;

	private final ApplicationEventPublisher events;

	private final BatchClaims claims;

	private final SideBySide sideBySide;

	private final CorporateActionSettings settings;

	private final Clock clock;

	/** Runs what is due today (UTC); the number of entitlements booked. */
	public int runDue() {
		LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
		schedule.exDatesReached(today, CHANGING_SHARES).forEach(this::passExDate);
		schedule.toEntitle(today).forEach(this::entitle);
		int booked = 0;
		for (CorporateAction action : schedule.dueForBooking(today, BOOKED_KINDS)) {
			booked += book(action);
		}
		return booked;
	}

	/** Tells the order side that the ex date of an action changing the number of shares came, once an action. */
	private void passExDate(CorporateAction due) {
		transaction.executeWithoutResult(status -> {
			Optional<CorporateAction> locked = schedule.lockUnlessBusy(due.corporateActionId());
			if (locked.isPresent() && locked.get().status() == CorporateActionStatus.Announced
					&& schedule.markExDatePassed(due.corporateActionId(), Timestamps.now(clock))) {
				events.publishEvent(new CorporateActionExDateReached(due.corporateActionId(),
						due.announcement().isinCode()));
			}
		});
	}

	private void entitle(CorporateAction due) {
		transaction.executeWithoutResult(status -> {
			Optional<CorporateAction> locked = schedule.lockUnlessBusy(due.corporateActionId());
			if (locked.isEmpty() || locked.get().status() != CorporateActionStatus.Announced
					|| schedule.entitled(due.corporateActionId())) {
				return;
			}
			CorporateAction action = locked.get();
			var held = holdings.settledAt(action.announcement().isinCode(), action.announcement().dates().recordDate());
			Instant now = Timestamps.now(clock);
			entitlements.fix(action.corporateActionId(), held, now);
			schedule.markEntitled(action.corporateActionId(), now);
			log.info("Corporate action {}: {} entitlements fixed at the record date {}", action.corporateActionId(),
					held.size(), action.announcement().dates().recordDate());
		});
	}

	/**
	 * Books the action's pending entitlements: first {@code kontor.corporate-actions.booking-workers} batches at once
	 * ({@link SideBySide}), then once more batch after batch from the first client record, which books what those
	 * left (a batch the ledger refused, client records another instance held) and marks the action Processed.
	 */
	private int book(CorporateAction due) {
		return sideBySide.book(due) + bookInTurn(due);
	}

	/**
	 * Books the action's pending entitlements batch after batch, each after the client records of the one before,
	 * holding the action's row exclusively in each transaction, and marks it Processed once none is pending.
	 * Should the ledger refuse a booking the plan did not foresee (an account closed meanwhile), the batch's
	 * transaction is rolled back and its client records are booked one a transaction, so that only the one refused
	 * fails, with the ledger's reason.
	 */
	private int bookInTurn(CorporateAction due) {
		int booked = 0;
		int alone = 0;
		UUID after = null;
		while (true) {
			int clients = alone > 0 ? 1 : settings.clientsPerBatch();
			UUID from = after;
			Batch batch;
			try {
				batch = transaction.execute(status -> bookBatch(due, clients, from));
			}
			catch (PropertyErrors | NotFound refused) {
				if (clients > 1) {
					log.warn("Corporate action {}: the ledger refused a booking of a batch ({}); its client records "
							+ "are booked one at a time", due.corporateActionId(), refused.getMessage());
					alone = clients;
					continue;
				}
				batch = transaction.execute(status -> failNextClient(due, from, refused));
			}
			alone = Math.max(0, alone - 1);
			if (batch == null || batch.entitlements() == 0) {
				return booked;
			}
			booked += batch.entitlements();
			after = batch.lastClient();
		}
	}

	/**
	 * Books one batch of the action's entitlements, of the client records after {@code after} (from the first when
	 * none is left there); none when none was left or another instance works the action.
	 */
	private Batch bookBatch(CorporateAction due, int clients, @Nullable UUID after) {
		Optional<CorporateAction> locked = lockAnnounced(due);
		if (locked.isEmpty()) {
			return Batch.NONE;
		}
		CorporateAction action = locked.get();
		Claim batch = claims.claim(action, clients, after);
		if (batch.isEmpty() && after != null) {
			batch = claims.claim(action, clients, null);
		}
		Instant now = Timestamps.now(clock);
		if (batch.isEmpty()) {
			schedule.markProcessed(action, now);
			log.info("Corporate action {} processed", action.corporateActionId());
			return Batch.NONE;
		}
		booking.book(action, batch.clients(), now);
		return claims.done(action, batch);
	}

	/** Marks the entitlements of the next pending client record Failed with the ledger's reason for refusing them. */
	private Batch failNextClient(CorporateAction due, @Nullable UUID after, RuntimeException refused) {
		Optional<CorporateAction> locked = lockAnnounced(due);
		if (locked.isEmpty()) {
			return Batch.NONE;
		}
		Claim next = claims.claim(locked.get(), 1, after);
		String reason = "The ledger refused the booking: " + refused.getMessage();
		next.clients().forEach(client -> log.warn("Corporate action {}: the entitlements of client record {} failed: {}",
				due.corporateActionId(), client.clientId().value(), reason));
		entitlements.record(next.clients().stream()
			.flatMap(client -> client.entitlements().stream())
			.map(entitlement -> Entitlements.Outcome.failed(entitlement.entitlementId(), reason))
			.toList(), Timestamps.now(clock));
		return claims.done(locked.get(), next);
	}

	private Optional<CorporateAction> lockAnnounced(CorporateAction due) {
		return schedule.lockUnlessBusy(due.corporateActionId())
			.filter(action -> action.status() == CorporateActionStatus.Announced);
	}
}
