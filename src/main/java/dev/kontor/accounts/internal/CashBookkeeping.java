package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionBooked;
import dev.kontor.accounts.CashTransactionId;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.accounts.ReservationId;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The cash ledger: reservations and bookings on internal accounts, each in the caller's transaction. A rule is
 * checked by the statement that changes the account (see {@link InternalAccountBalances}); only when that statement
 * changes nothing is the account read again, to say which rule stopped it. A list of bookings locks its accounts
 * and checks the same rules in Java, in order, against the accounts as the earlier bookings left them
 * ({@link CashPostings}), then writes in batches.
 */
@Service
@RequiredArgsConstructor
class CashBookkeeping {

	private final AccountTable<InternalAccountRow> accounts;

	private final InternalAccountBalances balances;

	private final CashJournal journal;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	@Transactional(readOnly = true)
	public InternalAccountSnapshot internalAccount(UUID tenantId, InternalAccountId id) {
		return account(tenantId, id.value()).snapshot();
	}

	@Transactional(propagation = Propagation.REQUIRED)
	public ReservationId reserve(UUID tenantId, InternalAccountId account, BigDecimal amount, String currencyCode,
			String reference) {
		LedgerRules.requireAmount("amount", amount, true);
		LedgerRules.requireReference(reference);
		Instant now = Timestamps.now(clock);
		if (!balances.reserve(tenantId, account.value(), amount, currencyCode, now)) {
			InternalAccountRow current = account(tenantId, account.value());
			requireActive(current);
			LedgerRules.requireSameCurrency(current.currencyCode(), currencyCode);
			throw CashPostings.notEnoughAvailable(current, amount);
		}
		UUID id = ids.next();
		journal.insertReservation(id, tenantId, account.value(), amount, currencyCode, reference, now);
		return new ReservationId(id);
	}

	@Transactional(propagation = Propagation.REQUIRED)
	public void release(UUID tenantId, ReservationId reservation) {
		CashReservationRow row = journal.lockReservation(tenantId, reservation.value())
			.orElseThrow(() -> new NotFound("No reservation with this id exists"));
		Instant now = Timestamps.now(clock);
		if (journal.end(row.id(), ReservationStatus.Released, now)) {
			balances.unreserve(row.internalAccountId(), row.remaining(), now);
		}
	}

	@Transactional(propagation = Propagation.REQUIRED)
	public CashTransactionId book(UUID tenantId, CashBooking booking) {
		check(booking);
		CashBooking.Entry entry = booking.entry();
		UUID accountId = booking.account().value();
		Instant now = Timestamps.now(clock);
		BigDecimal consumed = consume(tenantId, accountId, booking, now);
		InternalAccountBalances.Booked after = balances
			.book(tenantId, accountId, entry.currencyCode(), entry.amount(), consumed, statusesFor(entry.type()),
					booking.mayGoNegative(), now)
			.orElseThrow(() -> refusal(tenantId, accountId, booking));
		CashTransactionRow transaction = new CashTransactionRow(ids.next(), tenantId, accountId, entry, now,
				booking.settles() == null ? null : booking.settles().value(), booking.mayGoNegative(), after.balance());
		journal.insert(transaction, LedgerRules.entriesOf(accountId, entry.type(), entry.currencyCode(),
				entry.amount()));
		events.publishEvent(new CashTransactionBooked(new TenantId(tenantId), booking.account(),
				new CashTransactionId(transaction.id()), new ClientId(after.clientId()), entry.plain(),
				Decimals.plain(after.balance())));
		return new CashTransactionId(transaction.id());
	}

	/**
	 * Books the bookings in their order, each as {@link #book} would after the ones before it, or none: the first one
	 * that breaks a rule throws and the caller's transaction rolls back what this call did. The accounts are locked
	 * in one statement (in the order of their ids), the transactions, their entries and the new balances written in
	 * one JDBC batch each; only a booking that settles a reservation adds statements (its reservation's lock and use).
	 */
	@Transactional(propagation = Propagation.REQUIRED)
	public List<CashTransactionId> bookAll(UUID tenantId, List<CashBooking> bookings) {
		if (bookings.isEmpty()) {
			return List.of();
		}
		bookings.forEach(CashBookkeeping::check);
		CashPostings postings = new CashPostings(accounts.requireAllLocked(tenantId,
				bookings.stream().map(booking -> booking.account().value()).toList()), accounts);
		Instant now = Timestamps.now(clock);
		List<CashJournal.Booked> booked = new ArrayList<>(bookings.size());
		List<CashTransactionBooked> published = new ArrayList<>(bookings.size());
		for (CashBooking booking : bookings) {
			CashBooking.Entry entry = booking.entry();
			UUID accountId = booking.account().value();
			InternalAccountRow after = postings.post(booking, consume(tenantId, accountId, booking, now));
			CashTransactionRow transaction = new CashTransactionRow(ids.next(), tenantId, accountId, entry, now,
					booking.settles() == null ? null : booking.settles().value(), booking.mayGoNegative(),
					after.balance());
			booked.add(new CashJournal.Booked(transaction, LedgerRules.entriesOf(accountId, entry.type(),
					entry.currencyCode(), entry.amount())));
			published.add(new CashTransactionBooked(new TenantId(tenantId), booking.account(),
					new CashTransactionId(transaction.id()), new ClientId(after.clientId()), entry.plain(),
					Decimals.plain(after.balance())));
		}
		journal.insertAll(booked);
		balances.applyAll(postings.changes(), now);
		published.forEach(events::publishEvent);
		return published.stream().map(CashTransactionBooked::transactionId).toList();
	}

	private static void check(CashBooking booking) {
		LedgerRules.requireAmount("amount", booking.entry().amount(), false);
		LedgerRules.requireReference(booking.entry().reference());
	}

	@Transactional(readOnly = true)
	public BigDecimal cashBalanceOfClient(UUID tenantId, UUID clientId, String currencyCode) {
		return Decimals.plain(accounts.ofClient(tenantId, clientId)
			.stream()
			.filter(account -> account.currencyCode().equals(currencyCode))
			.map(InternalAccountRow::balance)
			.reduce(BigDecimal.ZERO, BigDecimal::add));
	}

	/**
	 * The reserved amount the booking uses: as much of what is left of the Open reservation it names as the booking
	 * moves (an execution of an order uses part of the order's reservation; a withdrawal all of its own). A booking
	 * larger than what is left takes the rest from the available amount. A booking that releases the rest stops all
	 * of it being reserved.
	 */
	private BigDecimal consume(UUID tenantId, UUID accountId, CashBooking booking, Instant now) {
		if (booking.settles() == null) {
			return BigDecimal.ZERO;
		}
		CashReservationRow reservation = journal.lockReservation(tenantId, booking.settles().value())
			.filter(row -> row.internalAccountId().equals(accountId))
			.orElseThrow(() -> {
				account(tenantId, accountId);
				return new RuleViolation("settles", "must be a reservation of the account");
			});
		if (reservation.status() != ReservationStatus.Open) {
			throw new RuleViolation("settles", "must be an open reservation; this one was already "
					+ reservation.status());
		}
		return journal.consume(reservation.id(), reservation.remaining(), booking.entry().amount(),
				booking.releasesRest(), now);
	}

	/** Why the account refused the booking: it is missing, in another currency, not open to it, or short. */
	private RuntimeException refusal(UUID tenantId, UUID accountId, CashBooking booking) {
		InternalAccountRow current = account(tenantId, accountId);
		LedgerRules.requireSameCurrency(current.currencyCode(), booking.entry().currencyCode());
		if (!LedgerRules.allowsBooking(current.status(), booking.entry().type())) {
			return accounts.notActive(current);
		}
		return CashPostings.notEnoughAvailable(current, booking.entry().amount().negate());
	}

	private static Set<AccountStatus> statusesFor(CashTransactionType type) {
		return type == CashTransactionType.Reversal ? EnumSet.of(AccountStatus.Active, AccountStatus.Suspended)
				: EnumSet.of(AccountStatus.Active);
	}

	private InternalAccountRow account(UUID tenantId, UUID id) {
		return accounts.require(tenantId, id).value();
	}

	private void requireActive(InternalAccountRow account) {
		if (account.status() != AccountStatus.Active) {
			throw accounts.notActive(account);
		}
	}
}
