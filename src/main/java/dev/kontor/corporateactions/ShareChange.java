package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;

/**
 * How an event that changes the number of shares changes a holding (contract section 10): the position becomes the
 * entitled quantity times ratioNew over ratioOld, in whole shares (rounded down); the fraction left over is paid at
 * the cash-in-lieu price, rounded half-even to the currency's minor unit. {@code delta} is what the position gains
 * (negative for a reverse split).
 */
public record ShareChange(BigDecimal wholeShares, BigDecimal delta, BigDecimal fraction, BigDecimal cashInLieu) {

	/** Digits kept of an exact new quantity before it is cut to whole shares (as positions keep quantities). */
	private static final int QUANTITY_DIGITS = 6;

	public static ShareChange of(BigDecimal quantity, Announcement announcement) {
		Announcement.ShareTerms terms = announcement.shares();
		if (terms.ratioNew() == null || terms.ratioOld() == null) {
			throw new IllegalArgumentException("A change of shares needs both ratios");
		}
		BigDecimal exact = quantity.multiply(terms.ratioNew())
			.divide(terms.ratioOld(), QUANTITY_DIGITS, RoundingMode.DOWN);
		BigDecimal whole = exact.setScale(0, RoundingMode.DOWN);
		BigDecimal fraction = exact.subtract(whole);
		BigDecimal cash = BigDecimal.ZERO;
		if (fraction.signum() > 0 && terms.cashInLieuPrice() != null) {
			String currency = announcement.cash().currencyCode();
			int minorUnit = currency == null ? 2 : Currency.getInstance(currency).getDefaultFractionDigits();
			cash = fraction.multiply(terms.cashInLieuPrice()).setScale(minorUnit, RoundingMode.HALF_EVEN);
		}
		return new ShareChange(whole, whole.subtract(quantity), fraction.stripTrailingZeros(), cash);
	}
}
