package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

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
import dev.kontor.accounts.internal.SecurityJournal.PositionKey;
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
@RequiredArgsConstructor
class SecuritiesBookkeeping {

	private final AccountTable<AccountRow> accounts;

	private final SecurityJournal journal;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

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
		return bookAll(tenantId, List.of(booking)).getFirst();
	}

	/**
	 * Books the movements in their order, each against its position as the ones before it left it, or none: the
	 * first that breaks a rule throws and the caller's transaction rolls back what the call did. The deposit accounts
	 * are locked in one statement (in the order of their ids) and their positions read in one more; the positions,
	 * the movements and their entries are written in one JDBC batch each (new positions in one more), so a single
	 * movement costs what it always did and a list no more.
	 */
	@Transactional(propagation = Propagation.REQUIRED)
	public List<SecurityMovementId> bookAll(UUID tenantId, List<SecurityBooking> bookings) {
		if (bookings.isEmpty()) {
			return List.of();
		}
		bookings.forEach(SecuritiesBookkeeping::check);
		Map<UUID, AccountRow> locked = accounts.requireAllLocked(tenantId,
				bookings.stream().map(booking -> booking.account().value()).toList());
		Map<PositionKey, PositionRow> found = journal.positions(bookings.stream().map(SecuritiesBookkeeping::key)
			.collect(Collectors.toSet()));
		Map<PositionKey, PositionRow> moved = new LinkedHashMap<>();
		Instant now = Timestamps.now(clock);
		List<SecurityMovementRow> movements = new ArrayList<>(bookings.size());
		for (SecurityBooking booking : bookings) {
			AccountRow account = locked.get(booking.account().value());
			requireActive(account);
			PositionKey key = key(booking);
			PositionRow position = moved.getOrDefault(key, found.getOrDefault(key,
					PositionRow.empty(key.depositAccountId(), key.isinCode(), key.provider())));
			requireSameCurrency(position, booking);
			moved.put(key, after(position, booking, consume(tenantId, booking, now)));
			movements.add(new SecurityMovementRow(ids.next(), tenantId, key.depositAccountId(), booking.isinCode(),
					booking.provider(), booking.entry(), now, booking.settles() == null ? null
							: booking.settles().value()));
		}
		Map<Boolean, List<PositionRow>> existing = moved.values()
			.stream()
			.collect(Collectors.partitioningBy(row -> found.containsKey(PositionKey.of(row))));
		journal.saveAll(tenantId, existing.get(false), existing.get(true));
		journal.insertAll(movements);
		for (int i = 0; i < bookings.size(); i++) {
			SecurityBooking booking = bookings.get(i);
			events.publishEvent(new SecurityMovementBooked(new TenantId(tenantId), booking.account(),
					new SecurityMovementId(movements.get(i).id()),
					new ClientId(locked.get(booking.account().value()).clientId()), booking.isinCode(),
					booking.provider(), booking.entry().plain()));
		}
		return movements.stream().map(movement -> new SecurityMovementId(movement.id())).toList();
	}

	/** A movement's currency must be the position's while the position holds something. */
	private static void requireSameCurrency(PositionRow position, SecurityBooking booking) {
		if (position.quantity().signum() != 0 && position.currencyCode() != null
				&& !position.currencyCode().equals(booking.entry().currencyCode())) {
			throw new RuleViolation("currencyCode", "must be the position's currency " + position.currencyCode());
		}
	}

	/**
	 * The position after a booking that uses {@code consumed} of its reserved quantity; the available quantity must
	 * stay at zero or above.
	 */
	private static PositionRow after(PositionRow position, SecurityBooking booking, BigDecimal consumed) {
		SecurityBooking.Entry entry = booking.entry();
		PositionRow after = new PositionRow(position.depositAccountId(), position.isinCode(), position.provider(),
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
		return after;
	}

	private static PositionKey key(SecurityBooking booking) {
		return new PositionKey(booking.account().value(), booking.isinCode(), booking.provider());
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
