package dev.kontor.corporateactions.announcements;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.Holdings;
import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.AnnouncementRules;
import dev.kontor.corporateactions.AnnouncementSource;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionAnnounced;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.corporateactions.mt564.Mt564Announcement;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/**
 * Announcing, changing and cancelling corporate actions, and reading them. An announcement concerns every tenant;
 * the tenants whose clients hold the instrument when it is saved hear of it ({@link CorporateActionAnnounced}).
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class Announcements {

	private static final Logger log = LoggerFactory.getLogger(Announcements.class);

	private final AnnouncementStore store;

	private final Holdings holdings;

	private final Entitlements entitlements;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	/** An announcement saved: the action as it now stands, and whether it was new. */
	public record Saved(CorporateAction action, boolean created) {
	}

	/**
	 * Saves a new announcement or changes one still {@code Announced} (409 once cancelled or processed). Sending the
	 * same announcement again changes nothing and tells nobody.
	 */
	@Transactional
	public Saved announce(CorporateActionId id, Announcement announcement, AnnouncementSource source) {
		Announcement plain = AnnouncementRules.require(announcement).plain();
		Instant now = Timestamps.now(clock);
		Optional<CorporateAction> existing = store.lock(id);
		if (existing.isEmpty()) {
			CorporateAction action = new CorporateAction(id, plain, CorporateActionStatus.Announced, source, now, now);
			try {
				store.insert(action);
			}
			catch (DuplicateKeyException ex) {
				throw new Conflict("The corporate action " + id + " was announced concurrently; send it again");
			}
			tell(action, "announced");
			return new Saved(action, true);
		}
		CorporateAction current = existing.get();
		requireAnnounced(current);
		if (current.announcement().plain().equals(plain)) {
			return new Saved(current, false);
		}
		if (store.entitled(id)) {
			throw new Conflict("The entitlements of corporate action " + id + " are fixed (its record date has "
					+ "passed); it can be cancelled until its bookings begin, no longer changed");
		}
		CorporateAction changed = new CorporateAction(id, plain, current.status(), source, current.createdDate(), now);
		store.update(changed);
		tell(changed, "changed");
		return new Saved(changed, false);
	}

	/**
	 * Cancels an announced action; cancelling it again changes nothing; 409 once its bookings have begun, 404 when
	 * unknown.
	 */
	@Transactional
	public CorporateAction cancel(CorporateActionId id) {
		CorporateAction current = store.lock(id).orElseThrow(() -> unknown(id));
		if (current.status() == CorporateActionStatus.Cancelled) {
			return current;
		}
		requireAnnounced(current);
		if (entitlements.anyBooked(id)) {
			throw new Conflict("The bookings of corporate action " + id + " have begun; it can no longer be cancelled");
		}
		CorporateAction cancelled = new CorporateAction(id, current.announcement(), CorporateActionStatus.Cancelled,
				current.source(), current.createdDate(), Timestamps.now(clock));
		store.changeStatus(id, CorporateActionStatus.Cancelled, cancelled.updatedDate());
		tell(cancelled, "cancelled");
		return cancelled;
	}

	/**
	 * Saves what MT564 messages announce, changes or cancel (source MT564), in their order, all or nothing: a
	 * message that may not change its action (409) or cancels one that is not known (404) refuses them all.
	 */
	@Transactional
	public List<CorporateActionId> ingest(List<Mt564Announcement> messages) {
		for (Mt564Announcement message : messages) {
			if (message.cancels()) {
				cancel(message.id());
			}
			else {
				announce(message.id(), message.announcement(), AnnouncementSource.MT564);
			}
		}
		return messages.stream().map(Mt564Announcement::id).distinct().toList();
	}

	public CorporateAction find(CorporateActionId id) {
		return store.find(id).orElseThrow(() -> unknown(id));
	}

	public Paged<CorporateAction> list(AnnouncementFilter filter, PageRequest page) {
		List<CorporateAction> actions = store.list(filter, page);
		return Paged.of(page, page.totalRecordCount(actions, () -> store.count(filter)), actions);
	}

	private static void requireAnnounced(CorporateAction action) {
		if (action.status() != CorporateActionStatus.Announced) {
			throw new Conflict("The corporate action " + action.corporateActionId() + " is " + action.status()
					+ " and can no longer change");
		}
	}

	/**
	 * Tells the tenants holding the instrument: every change as metadata, and, while announced, an event with
	 * choice or a general meeting also as a notice to pass on to the holders.
	 */
	private void tell(CorporateAction action, String what) {
		Announcement announcement = action.announcement();
		Set<TenantId> tenants = holdings.tenantsHolding(announcement.isinCode());
		boolean withChoice = action.status() == CorporateActionStatus.Announced
				&& (announcement.mandatoryVoluntary().withChoice()
						|| announcement.eventType() == CorporateActionType.GeneralMeeting);
		log.info("Corporate action {} ({} of {}) {}; tenants holding it: {}", action.corporateActionId(),
				announcement.eventType(), announcement.isinCode(), what, tenants.size());
		if (!tenants.isEmpty()) {
			events.publishEvent(new CorporateActionAnnounced(action.corporateActionId(), withChoice, tenants));
		}
	}

	private static NotFound unknown(CorporateActionId id) {
		return new NotFound("No corporate action " + id + " is known");
	}
}
