package dev.kontor.corporateactions.processing;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.accounts.Holdings;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionBooked;
import dev.kontor.corporateactions.CorporateActionExDateReached;
import dev.kontor.corporateactions.CorporateActionSettings;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.announcements.ActionSchedule;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Processes what is due (contract section 10), as the periodic job and the operator's route ask: first tells the order
 * side of ex dates that came for actions changing the number of shares (it cancels open orders in the instrument),
 * then fixes the entitlements of every announced action whose record date has passed, from the holdings settled at its end; then
 * books the entitlements of every action whose payment date has come (and whose election deadline has passed), a
 * batch of whole client records per transaction, and marks the action Processed once none is pending.
 *
 * <p>Exactly once, also across restarts and instances: each step holds the action's row locked for its transaction
 * (an instance that finds it locked leaves the action to the one working it), and an entitlement's bookings and its
 * status change commit together.
 */
@Service
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

	private final CorporateActionSettings settings;

	private final Clock clock;

	CorporateActionProcessing(ActionSchedule schedule, Entitlements entitlements, Holdings holdings,
			EntitlementBooking booking, TransactionTemplate transaction, ApplicationEventPublisher events,
			CorporateActionSettings settings, Clock clock) {
		this.schedule = schedule;
		this.entitlements = entitlements;
		this.holdings = holdings;
		this.booking = booking;
		this.transaction = transaction;
		this.events = events;
		this.settings = settings;
		this.clock = clock;
	}

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

	private int book(CorporateAction due) {
		int booked = 0;
		while (true) {
			Integer batch = transaction.execute(status -> bookBatch(due));
			if (batch == null || batch == 0) {
				return booked;
			}
			booked += batch;
		}
	}

	/** Books one batch of the action's entitlements; 0 when none was left or another instance works the action. */
	private int bookBatch(CorporateAction due) {
		Optional<CorporateAction> locked = schedule.lockUnlessBusy(due.corporateActionId());
		if (locked.isEmpty() || locked.get().status() != CorporateActionStatus.Announced) {
			return 0;
		}
		CorporateAction action = locked.get();
		List<Entitlements.Claimed> claimed = entitlements.claimWholeClients(action.corporateActionId(),
				settings.clientsPerBatch());
		Instant now = Timestamps.now(clock);
		if (claimed.isEmpty()) {
			schedule.markProcessed(action, now);
			log.info("Corporate action {} processed", action.corporateActionId());
			return 0;
		}
		Map<ClientKey, List<Entitlement>> byClient = new LinkedHashMap<>();
		claimed.forEach(entitlement -> byClient
			.computeIfAbsent(new ClientKey(entitlement.tenantId(),
					new ClientId(entitlement.entitlement().holding().clientId())), key -> new ArrayList<>())
			.add(entitlement.entitlement()));
		byClient.forEach((client, ofClient) -> {
			booking.bookClient(action, client.tenantId(), client.clientId(), ofClient, now);
			events.publishEvent(new CorporateActionBooked(action.corporateActionId(), client.tenantId(),
					client.clientId()));
		});
		return claimed.size();
	}

	/** A client record of a tenant. */
	private record ClientKey(TenantId tenantId, ClientId clientId) {
	}
}
