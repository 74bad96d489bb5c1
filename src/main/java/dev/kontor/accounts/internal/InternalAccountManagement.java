package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.CashTransactionView;
import dev.kontor.accounts.InternalAccountCreated;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountStatusChanged;
import dev.kontor.accounts.InternalAccountView;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PreconditionFailed;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;

/** Opens, lists and moves internal accounts of one tenant at a time, and reads their transactions. */
@Service
public class InternalAccountManagement {

	private final InternalAccountStore store;

	private final CashJournal journal;

	private final AccountHolders holders;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	InternalAccountManagement(InternalAccountStore store, CashJournal journal, AccountHolders holders,
			ApplicationEventPublisher events, Ids ids, Clock clock) {
		this.store = store;
		this.journal = journal;
		this.holders = holders;
		this.events = events;
		this.ids = ids;
		this.clock = clock;
	}

	/** Opens an account of the client in the currency; it starts Initial, with nothing on it. */
	@Transactional
	public InternalAccountView create(UUID tenantId, UUID actorId, UUID clientId, String currencyCode) {
		LedgerRules.requireCurrency(currencyCode);
		holders.requireHolder(tenantId, clientId);
		Instant now = Timestamps.now(clock);
		InternalAccountRow account = new InternalAccountRow(ids.next(), tenantId, clientId, currencyCode,
				AccountStatus.Initial, BigDecimal.ZERO, BigDecimal.ZERO, now, now, actorId,
				actorId);
		store.insert(account);
		events.publishEvent(new InternalAccountCreated(tenantId, new InternalAccountId(account.id()), clientId,
				currencyCode));
		return account.view();
	}

	/** The account with its version, which is its entity tag (it changes with every booking too). */
	public Versioned<InternalAccountView> read(UUID tenantId, UUID id) {
		Versioned<InternalAccountRow> row = find(tenantId, id);
		return new Versioned<>(row.value().view(), row.version());
	}

	public PagedWithIsLastPage<InternalAccountView> list(UUID tenantId, @Nullable UUID clientId,
			@Nullable AccountStatus status, PageRequest page) {
		var rows = store.list(tenantId, clientId, status, page);
		return PagedWithIsLastPage.of(page, page.totalRecordCount(rows, () -> store.count(tenantId, clientId, status)),
				rows.stream().map(InternalAccountRow::view).toList());
	}

	/**
	 * Moves the account to {@code target} if its life cycle allows and it is at {@code expectedVersion} (null: any);
	 * the current status again changes nothing. Closing needs a zero balance and nothing reserved (422).
	 */
	@Transactional
	public Versioned<InternalAccountView> changeStatus(UUID tenantId, UUID actorId, UUID id, AccountStatus target,
			@Nullable Long expectedVersion) {
		Versioned<InternalAccountRow> read = find(tenantId, id);
		if (!read.matches(expectedVersion)) {
			throw new PreconditionFailed("The internal account is no longer at the version If-Match names");
		}
		InternalAccountRow current = read.value();
		if (!StatusMoves.requireAllowed("internal account", current.status(), target)) {
			return new Versioned<>(current.view(), read.version());
		}
		if (target == AccountStatus.Closed
				&& (current.balance().signum() != 0 || current.reservedAmount().signum() != 0)) {
			throw new RuleViolation("status", "an account can be closed only with a zero balance "
					+ "and nothing reserved");
		}
		if (!store.updateStatus(tenantId, id, target, Timestamps.now(clock), actorId, read.version())) {
			throw new Conflict("The internal account was changed by another request while this one was processed; "
					+ "read it again and repeat the change if it still applies");
		}
		events.publishEvent(new InternalAccountStatusChanged(tenantId, new InternalAccountId(id), current.clientId(),
				current.status(), target));
		return read(tenantId, id);
	}

	/** The account's transactions booked on the days {@code dateFrom} to {@code dateTo} (both inclusive, UTC). */
	public PagedWithIsLastPage<CashTransactionView> transactions(UUID tenantId, UUID id, @Nullable LocalDate dateFrom,
			@Nullable LocalDate dateTo, PageRequest page) {
		find(tenantId, id);
		BookingDays days = BookingDays.of(dateFrom, dateTo);
		Instant from = days.from();
		Instant until = days.until();
		var rows = journal.list(id, from, until, page);
		return PagedWithIsLastPage.of(page, page.totalRecordCount(rows, () -> journal.count(id, from, until)),
				rows.stream().map(CashTransactionRow::view).toList());
	}

	public CashTransactionView transaction(UUID tenantId, UUID id, UUID transactionId) {
		return journal.find(tenantId, id, transactionId)
			.orElseThrow(() -> new NotFound("No transaction with this id exists on the internal account"))
			.view();
	}

	private Versioned<InternalAccountRow> find(UUID tenantId, UUID id) {
		return store.find(tenantId, id).orElseThrow(() -> new NotFound("No internal account with this id exists"));
	}
}
