package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.IsoCodes;
import dev.kontor.shared.RuleViolation;

/**
 * The rules of the ledger, without the database: amounts and quantities the columns hold, balanced entries, the
 * available amount that never goes below zero, and the average price of a position.
 */
final class LedgerRules {

	static final int AMOUNT_INTEGER_DIGITS = 15;

	static final int AMOUNT_FRACTION_DIGITS = 4;

	static final int QUANTITY_INTEGER_DIGITS = 13;

	static final int QUANTITY_FRACTION_DIGITS = 6;

	static final int REFERENCE_MAX_LENGTH = 140;

	private LedgerRules() {
	}

	/** An entry of a cash transaction: one side of it. */
	record CashEntry(LedgerAccount account, @Nullable UUID internalAccountId, String currencyCode, BigDecimal amount) {
	}

	/** The two entries of a booking on an internal account: the account and the counter account of its type. */
	static List<CashEntry> entriesOf(UUID internalAccountId, CashTransactionType type, String currencyCode,
			BigDecimal amount) {
		List<CashEntry> entries = List.of(new CashEntry(LedgerAccount.Internal, internalAccountId, currencyCode, amount),
				new CashEntry(LedgerAccount.counterOf(type), null, currencyCode, amount.negate()));
		requireBalanced(entries);
		return entries;
	}

	/** Entries of one transaction sum to zero in each currency; anything else is a defect, never stored. */
	static void requireBalanced(List<CashEntry> entries) {
		if (entries.size() < 2) {
			throw new IllegalStateException("A transaction has at least two entries");
		}
		var sums = entries.stream()
			.collect(java.util.stream.Collectors.groupingBy(CashEntry::currencyCode,
					java.util.stream.Collectors.reducing(BigDecimal.ZERO, CashEntry::amount, BigDecimal::add)));
		if (sums.values().stream().anyMatch(sum -> sum.signum() != 0)) {
			throw new IllegalStateException("The entries of a transaction do not balance: " + sums);
		}
	}

	static BigDecimal available(BigDecimal balance, BigDecimal reserved) {
		return balance.subtract(reserved);
	}

	/**
	 * Whether booking {@code amount} while consuming {@code consumed} of the reserved amount leaves the available
	 * amount at zero or above.
	 */
	static boolean keepsAvailable(BigDecimal balance, BigDecimal reserved, BigDecimal amount, BigDecimal consumed) {
		return available(balance.add(amount), reserved.subtract(consumed)).signum() >= 0;
	}

	/** Money moves only on an Active account; a reversal also on a Suspended one, so that a returned debit books. */
	static boolean allowsBooking(AccountStatus status, CashTransactionType type) {
		return status == AccountStatus.Active || (status == AccountStatus.Suspended && type == CashTransactionType.Reversal);
	}

	static void requireAmount(String property, BigDecimal amount, boolean positive) {
		if (positive ? amount.signum() <= 0 : amount.signum() == 0) {
			throw new InvalidInput(property, positive ? "must be above zero" : "must not be zero");
		}
		if (!Decimals.fits(amount, AMOUNT_INTEGER_DIGITS, AMOUNT_FRACTION_DIGITS)) {
			throw new InvalidInput(property, "must have at most " + AMOUNT_INTEGER_DIGITS + " digits before and "
					+ AMOUNT_FRACTION_DIGITS + " after the decimal point");
		}
	}

	static void requireQuantity(String property, BigDecimal quantity, boolean positive) {
		if (positive ? quantity.signum() <= 0 : quantity.signum() == 0) {
			throw new InvalidInput(property, positive ? "must be above zero" : "must not be zero");
		}
		if (!Decimals.fits(quantity, QUANTITY_INTEGER_DIGITS, QUANTITY_FRACTION_DIGITS)) {
			throw new InvalidInput(property, "must have at most " + QUANTITY_INTEGER_DIGITS + " digits before and "
					+ QUANTITY_FRACTION_DIGITS + " after the decimal point");
		}
	}

	static void requirePrice(BigDecimal price) {
		if (price.signum() < 0 || !Decimals.fits(price, QUANTITY_INTEGER_DIGITS, QUANTITY_FRACTION_DIGITS)) {
			throw new InvalidInput("price", "must be zero or above, with at most " + QUANTITY_FRACTION_DIGITS
					+ " digits after the decimal point");
		}
	}

	static void requireCurrency(String currencyCode) {
		if (!IsoCodes.isCurrency(currencyCode)) {
			throw new InvalidInput("currencyCode", "must be an ISO 4217 currency code such as EUR");
		}
	}

	static void requireReference(String reference) {
		if (reference.isBlank() || reference.length() > REFERENCE_MAX_LENGTH) {
			throw new InvalidInput("reference", "must have 1 to " + REFERENCE_MAX_LENGTH + " characters");
		}
	}

	static void requireSameCurrency(String accountCurrency, String currencyCode) {
		if (!accountCurrency.equals(currencyCode)) {
			throw new RuleViolation("currencyCode", "must be the account's currency " + accountCurrency);
		}
	}

	/**
	 * The average price of a position after a movement: a delivery in at a price moves it to the weighted mean, a
	 * delivery out leaves it; a position that comes to nothing has none.
	 */
	static @Nullable BigDecimal averagePriceAfter(BigDecimal quantity, @Nullable BigDecimal averagePrice,
			BigDecimal movedQuantity, BigDecimal price) {
		BigDecimal after = quantity.add(movedQuantity);
		if (after.signum() == 0) {
			return null;
		}
		if (movedQuantity.signum() < 0 && averagePrice != null) {
			return averagePrice;
		}
		BigDecimal held = averagePrice == null ? BigDecimal.ZERO : quantity.multiply(averagePrice);
		return held.add(movedQuantity.multiply(price)).divide(after, QUANTITY_FRACTION_DIGITS, RoundingMode.HALF_EVEN);
	}

	/**
	 * The average price after a corporate action moved {@code movedQuantity} at {@code price}, the cost per unit the
	 * movement carries: shares coming in add their quantity times that price to the position's cost (nothing for the
	 * new shares of a split, the old position's cost for those a merger delivers); shares going out at a price above
	 * zero take their part of the cost with them (shares given up in a tender: the average price stays), at zero they
	 * leave the cost to the shares that remain (a reverse split). None when nothing is left, or while no share of the
	 * position had a cost.
	 */
	static @Nullable BigDecimal averagePriceKeepingCost(BigDecimal quantity, @Nullable BigDecimal averagePrice,
			BigDecimal movedQuantity, BigDecimal price) {
		BigDecimal after = quantity.add(movedQuantity);
		if (after.signum() == 0) {
			return null;
		}
		if (movedQuantity.signum() < 0 && price.signum() > 0) {
			return averagePrice;
		}
		BigDecimal added = movedQuantity.signum() > 0 ? movedQuantity.multiply(price) : BigDecimal.ZERO;
		if (averagePrice == null && added.signum() == 0) {
			return null;
		}
		BigDecimal held = averagePrice == null ? BigDecimal.ZERO : quantity.multiply(averagePrice);
		return held.add(added).divide(after, QUANTITY_FRACTION_DIGITS, RoundingMode.HALF_EVEN);
	}
}
