package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountSnapshot;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.accounts.ReservationId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementBooked;
import dev.kontor.accounts.SecurityMovementId;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The securities ledger: reservations and movements of positions, each in the caller's transaction and under the
 * deposit account's row lock, so that the movements of one account take turns and never oversell a position.
 */
@Service
class SecuritiesBookkeeping {

	private final AccountTable<AccountRow> accounts;

	private final SecurityJournal journal;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	SecuritiesBookkeeping(AccountTable<AccountRow> accounts, SecurityJournal journal,
			ApplicationEventPublisher events, Ids ids, Clock clock) {
		this.accounts = accounts;
		this.journal = journal;
		this.events = events;
		this.ids = ids;
		this.clock = clock;
	}

	@Transactional(readOnly = true)
	public DepositAccountSnapshot depositAccount(UUID tenantId, DepositAccountId id) {
		return accounts.require(tenantId, id.value()).value().depositSnapshot();
	}

	@Transactional(readOnly = true)
	public PositionSnapshot position(UUID tenantId, DepositAccountId account, String isinCode, TradeProvider provider) {
		depositAccount(tenantId, account);
		return journal.position(account.value(), isinCode, provider)
			.orElseGet(() -> PositionRow.empty(account.value(), isinCode, provider))
			.snapshot();
	}

	@Transactional(propagation = Propagation.REQUIRED)
	public ReservationId reserve(UUID tenantId, DepositAccountId account, String isinCode, TradeProvider provider,
			BigDecimal quantity, String reference) {
		LedgerRules.requireQuantity("quantity", quantity, true);
		LedgerRules.requireReference(reference);
		requireActive(lock(tenantId, account.value()));
		PositionRow position = journal.position(account.value(), isinCode, provider)
			.orElseGet(() -> PositionRow.empty(account.value(), isinCode, provider));
		if (position.available().compareTo(quantity) < 0) {
			throw new RuleViolation("quantity", "exceeds the available quantity " + Decimals.plain(position.available())
					+ " of " + isinCode + " on the account");
		}
		journal.save(tenantId, new PositionRow(position.depositAccountId(), isinCode, provider, position.quantity(),
				position.reservedQuantity().add(quantity), position.averagePrice(), position.currencyCode()), true);
		UUID id = ids.next();
		journal.insertReservation(id, tenantId, position, quantity, reference, Timestamps.now(clock));
		return new ReservationId(id);
	}

	@Transactional(propagation = Propagation.REQUIRED)
	public void release(UUID tenantId, ReservationId reservation) {
		SecurityJournal.SecurityReservation row = journal.lockReservation(tenantId, reservation.value())
			.orElseThrow(() -> new NotFound("No reservation with this id exists"));
		lock(tenantId, row.depositAccountId());
		if (journal.end(row.id(), ReservationStatus.Released, Timestamps.now(clock))) {
			PositionRow position = journal.position(row.depositAccountId(), row.isinCode(), row.provider())
				.orElseThrow();
			journal.save(tenantId, new PositionRow(position.depositAccountId(), position.isinCode(),
					position.provider(), position.quantity(), position.reservedQuantity().subtract(row.remaining()),
					position.averagePrice(), position.currencyCode()), true);
		}
	}

	@Transactional(propagation = Propagation.REQUIRED)
	public SecurityMovementId book(UUID tenantId, SecurityBooking booking) {
		check(booking);
		UUID accountId = booking.account().value();
		AccountRow account = lock(tenantId, accountId);
		requireActive(account);
		var found = journal.position(accountId, booking.isinCode(), booking.provider());
		PositionRow position = found.orElseGet(() -> PositionRow.empty(accountId, booking.isinCode(),
				booking.provider()));
		if (position.quantity().signum() != 0 && position.currencyCode() != null
				&& !position.currencyCode().equals(booking.entry().currencyCode())) {
			throw new RuleViolation("currencyCode", "must be the position's currency " + position.currencyCode());
		}
		Instant now = Timestamps.now(clock);
		BigDecimal consumed = consume(tenantId, booking, now);
		SecurityBooking.Entry entry = booking.entry();
		PositionRow after = new PositionRow(accountId, booking.isinCode(), booking.provider(),
				position.quantity().add(entry.quantity()), position.reservedQuantity().subtract(consumed),
				entry.type() == SecurityMovementType.CorporateAction
						? LedgerRules.averagePriceKeepingCost(position.quantity(), position.averagePrice(),
								entry.quantity(), entry.price())
						: LedgerRules.averagePriceAfter(position.quantity(), position.averagePrice(), entry.quantity(),
								entry.price()),
				entry.currencyCode());
		if (after.available().signum() < 0) {
			throw new RuleViolation("quantity", "exceeds the available quantity "
					+ Decimals.plain(position.available().add(consumed)) + " of " + booking.isinCode()
					+ " on the account");
		}
		journal.save(tenantId, after, found.isPresent());
		SecurityMovementRow movement = new SecurityMovementRow(ids.next(), tenantId, accountId, booking.isinCode(),
				booking.provider(), entry, now, booking.settles() == null ? null : booking.settles().value());
		journal.insert(movement);
		events.publishEvent(new SecurityMovementBooked(new TenantId(tenantId), booking.account(),
				new SecurityMovementId(movement.id()), new ClientId(account.clientId()), booking.isinCode(),
				booking.provider(), entry.plain()));
		return new SecurityMovementId(movement.id());
	}

	private static void check(SecurityBooking booking) {
		if (!Isins.isValid(booking.isinCode())) {
			throw new InvalidInput("isinCode", "must be an ISIN with a valid check digit");
		}
		LedgerRules.requireQuantity("quantity", booking.entry().quantity(), false);
		LedgerRules.requirePrice(booking.entry().price());
		LedgerRules.requireCurrency(booking.entry().currencyCode());
		LedgerRules.requireReference(booking.entry().reference());
	}

	/**
	 * The reserved quantity the booking uses: as much of what is left of the Open reservation it names as the booking
	 * moves (an execution of a sell order uses part of the order's reservation); all of what is left when the booking
	 * releases the rest.
	 */
	private BigDecimal consume(UUID tenantId, SecurityBooking booking, Instant now) {
		if (booking.settles() == null) {
			return BigDecimal.ZERO;
		}
		SecurityJournal.SecurityReservation reservation = journal.lockReservation(tenantId, booking.settles().value())
			.filter(row -> row.depositAccountId().equals(booking.account().value())
					&& row.isinCode().equals(booking.isinCode()) && row.provider() == booking.provider())
			.orElseThrow(() -> new RuleViolation("settles", "must be a reservation of the position"));
		if (reservation.status() != ReservationStatus.Open) {
			throw new RuleViolation("settles", "must be an open reservation; this one is " + reservation.status());
		}
		return journal.consume(reservation.id(), reservation.remaining(), booking.entry().quantity(),
				booking.releasesRest(), now);
	}

	private AccountRow lock(UUID tenantId, UUID id) {
		return accounts.requireLocked(tenantId, id);
	}

	private void requireActive(AccountRow account) {
		if (account.status() != AccountStatus.Active) {
			throw accounts.notActive(account);
		}
	}
}
