package dev.kontor.corporateactions.announcements;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;

/**
 * Where announced actions stand in their processing: whose entitlements are to be fixed (the record date has passed),
 * which are to be booked (the payment date has come), and the marks of both steps; and the lock of one action for
 * what must not overtake its processing. Each method joins the caller's transaction.
 */
@Component
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class ActionSchedule {

	private final AnnouncementStore store;

	public List<CorporateAction> toEntitle(LocalDate today) {
		return store.toEntitle(today);
	}

	public List<CorporateAction> exDatesReached(LocalDate today, Collection<CorporateActionType> types) {
		return store.exDatesReached(today, types);
	}

	/** Marks the (locked) action's ex date acted on; whether it was not before. */
	public boolean markExDatePassed(CorporateActionId id, Instant now) {
		return store.markExDatePassed(id, now);
	}

	public List<CorporateAction> dueForBooking(LocalDate today, Collection<CorporateActionType> types) {
		return store.dueForBooking(today, types);
	}

	/**
	 * The action as it stands, locked for this transaction, unless another transaction holds it (another instance
	 * working it, then empty): one instance works an action at a time.
	 */
	public Optional<CorporateAction> lockUnlessBusy(CorporateActionId id) {
		return store.lockUnlessBusy(id);
	}

	/**
	 * The action as it stands, locked in shared mode for this transaction, unless a transaction holds it exclusively
	 * (a change, a cancellation, an election, the processing's last step: then empty): the batches of one action
	 * book side by side, each holding its own entitlements' rows, while nothing that must not overtake them can.
	 */
	public Optional<CorporateAction> shareUnlessBusy(CorporateActionId id) {
		return store.shareUnlessBusy(id);
	}

	/**
	 * The action as it stands, locked for this transaction, waiting while another transaction holds it: what depends
	 * on where the action stands (an election) is decided while its processing cannot move on.
	 */
	public Optional<CorporateAction> lock(CorporateActionId id) {
		return store.lock(id);
	}

	public boolean entitled(CorporateActionId id) {
		return store.entitled(id);
	}

	public void markEntitled(CorporateActionId id, Instant now) {
		store.markEntitled(id, now);
	}

	/** Marks the (locked) action Processed: its entitlements are booked. */
	public void markProcessed(CorporateAction action, Instant now) {
		store.changeStatus(action.corporateActionId(), CorporateActionStatus.Processed, now);
	}
}
