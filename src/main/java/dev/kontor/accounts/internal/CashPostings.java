package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

import dev.kontor.accounts.CashBooking;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.RuleViolation;

/**
 * The bookings of one call on the internal accounts it locked, taken in their order: each is checked against the
 * account as the bookings before it left it (the rules the single booking always had: the account's currency, a
 * status open to the type, the available amount at zero or above unless the booking may go negative or does not
 * lower it), so that a list books exactly as its bookings would one after the other. What they change is written
 * afterwards, once per account ({@link #changes}).
 */
final class CashPostings {

	private final Map<UUID, InternalAccountRow> accounts;

	private final Map<UUID, InternalAccountBalances.Change> changes = new LinkedHashMap<>();

	private final AccountTable<InternalAccountRow> table;

	/** @param locked the accounts the bookings move, by id, read under their row locks */
	CashPostings(Map<UUID, InternalAccountRow> locked, AccountTable<InternalAccountRow> table) {
		this.accounts = new LinkedHashMap<>(locked);
		this.table = table;
	}

	/**
	 * Takes a booking that uses {@code consumed} of the account's reserved amount; the account as it leaves it.
	 *
	 * @throws RuleViolation naming the rule the booking breaks, changing nothing
	 */
	InternalAccountRow post(CashBooking booking, BigDecimal consumed) {
		InternalAccountRow account = accounts.get(booking.account().value());
		CashBooking.Entry entry = booking.entry();
		LedgerRules.requireSameCurrency(account.currencyCode(), entry.currencyCode());
		if (!LedgerRules.allowsBooking(account.status(), entry.type())) {
			throw table.notActive(account);
		}
		// a booking that does not lower the available amount (a deposit, a withdrawal settling its own reservation)
		// is taken also while a flagged reversal keeps the available amount below zero
		boolean lowersAvailable = entry.amount().add(consumed).signum() < 0;
		if (!booking.mayGoNegative() && lowersAvailable
				&& !LedgerRules.keepsAvailable(account.balance(), account.reservedAmount(), entry.amount(), consumed)) {
			throw notEnoughAvailable(account, entry.amount().negate());
		}
		InternalAccountRow after = new InternalAccountRow(account.account(), account.currencyCode(),
				account.balance().add(entry.amount()), account.reservedAmount().subtract(consumed));
		accounts.put(account.id(), after);
		changes.merge(account.id(), new InternalAccountBalances.Change(account.id(), entry.amount(), consumed),
				(before, added) -> new InternalAccountBalances.Change(before.id(), before.booked().add(added.booked()),
						before.consumed().add(added.consumed())));
		return after;
	}

	/** What the bookings taken changed, one change per account they moved. */
	Collection<InternalAccountBalances.Change> changes() {
		return changes.values();
	}

	/** The refusal of a booking or reservation that asks more than the account's available amount. */
	static RuleViolation notEnoughAvailable(InternalAccountRow account, BigDecimal asked) {
		return new RuleViolation("amount", "exceeds the available amount " + Decimals.plain(account.available()) + " "
				+ account.currencyCode() + " of the account (" + Decimals.plain(asked) + " asked)");
	}
}
