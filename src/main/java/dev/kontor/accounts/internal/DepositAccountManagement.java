package dev.kontor.accounts.internal;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.DepositAccountCreated;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountStatusChanged;
import dev.kontor.accounts.DepositAccountView;
import dev.kontor.accounts.PositionView;
import dev.kontor.accounts.SecurityMovementView;
import dev.kontor.pricefeed.LatestPrices;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PreconditionFailed;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;

/** Opens, lists and moves deposit accounts of one tenant at a time, and reads their positions and movements. */
@Service
public class DepositAccountManagement {

	private final DepositAccountStore store;

	private final SecurityJournal journal;

	private final AccountHolders holders;

	private final LatestPrices prices;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	DepositAccountManagement(DepositAccountStore store, SecurityJournal journal, AccountHolders holders,
			LatestPrices prices, ApplicationEventPublisher events, Ids ids, Clock clock) {
		this.store = store;
		this.journal = journal;
		this.holders = holders;
		this.prices = prices;
		this.events = events;
		this.ids = ids;
		this.clock = clock;
	}

	@Transactional
	public DepositAccountView create(UUID tenantId, UUID actorId, UUID clientId) {
		holders.requireHolder(tenantId, clientId);
		Instant now = Timestamps.now(clock);
		DepositAccountRow account = new DepositAccountRow(ids.next(), tenantId, clientId, AccountStatus.Initial, now,
				now, actorId, actorId);
		store.insert(account);
		events.publishEvent(new DepositAccountCreated(tenantId, new DepositAccountId(account.id()), clientId));
		return account.view();
	}

	public Versioned<DepositAccountView> read(UUID tenantId, UUID id) {
		Versioned<DepositAccountRow> row = find(tenantId, id);
		return new Versioned<>(row.value().view(), row.version());
	}

	public PagedWithIsLastPage<DepositAccountView> list(UUID tenantId, @Nullable UUID clientId,
			@Nullable AccountStatus status, PageRequest page) {
		var rows = store.list(tenantId, clientId, status, page);
		return PagedWithIsLastPage.of(page, page.totalRecordCount(rows, () -> store.count(tenantId, clientId, status)),
				rows.stream().map(DepositAccountRow::view).toList());
	}

	/** As {@link InternalAccountManagement#changeStatus}; closing needs no holding and nothing reserved. */
	@Transactional
	public Versioned<DepositAccountView> changeStatus(UUID tenantId, UUID actorId, UUID id, AccountStatus target,
			@Nullable Long expectedVersion) {
		Versioned<DepositAccountRow> read = find(tenantId, id);
		if (!read.matches(expectedVersion)) {
			throw new PreconditionFailed("The deposit account is no longer at the version If-Match names");
		}
		DepositAccountRow current = read.value();
		if (!StatusMoves.requireAllowed("deposit account", current.status(), target)) {
			return new Versioned<>(current.view(), read.version());
		}
		if (target == AccountStatus.Closed && !journal.positions(id).isEmpty()) {
			throw new RuleViolation("status", "an account can be closed only when it holds and reserves nothing");
		}
		if (!store.updateStatus(tenantId, id, target, Timestamps.now(clock), actorId, read.version())) {
			throw new Conflict("The deposit account was changed by another request while this one was processed; "
					+ "read it again and repeat the change if it still applies");
		}
		events.publishEvent(new DepositAccountStatusChanged(tenantId, new DepositAccountId(id), current.clientId(),
				current.status(), target));
		return read(tenantId, id);
	}

	/** The account's holdings, each valued at the mid of the instrument's latest quote. */
	public List<PositionView> positions(UUID tenantId, UUID id) {
		find(tenantId, id);
		return journal.positions(id)
			.stream()
			.map(position -> PositionValuation.of(position,
					prices.mid(position.provider(), position.isinCode()).orElse(null)))
			.toList();
	}

	public PagedWithIsLastPage<SecurityMovementView> movements(UUID tenantId, UUID id, @Nullable LocalDate dateFrom,
			@Nullable LocalDate dateTo, PageRequest page) {
		find(tenantId, id);
		BookingDays days = BookingDays.of(dateFrom, dateTo);
		var rows = journal.list(id, days.from(), days.until(), page);
		return PagedWithIsLastPage.of(page,
				page.totalRecordCount(rows, () -> journal.count(id, days.from(), days.until())),
				rows.stream().map(SecurityMovementRow::view).toList());
	}

	public SecurityMovementView movement(UUID tenantId, UUID id, UUID movementId) {
		return journal.find(tenantId, id, movementId)
			.orElseThrow(() -> new NotFound("No transaction with this id exists on the deposit account"))
			.view();
	}

	private Versioned<DepositAccountRow> find(UUID tenantId, UUID id) {
		return store.find(tenantId, id).orElseThrow(() -> new NotFound("No deposit account with this id exists"));
	}
}
