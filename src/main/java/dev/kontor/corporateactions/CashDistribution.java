package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;

/**
 * The cash a holding gets from a distribution (contract section 10): the gross amount, quantity times the amount per
 * share, and the tax withheld, the gross amount times the rate over 100, each rounded half-even to the currency's
 * minor unit, the tax from the rounded gross amount.
 */
public record CashDistribution(BigDecimal gross, BigDecimal tax) {

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	public static CashDistribution of(BigDecimal quantity, Announcement.CashTerms terms) {
		if (terms.currencyCode() == null || terms.grossAmountPerShare() == null) {
			throw new IllegalArgumentException("A distribution needs its currency and amount per share");
		}
		int minorUnit = Currency.getInstance(terms.currencyCode()).getDefaultFractionDigits();
		BigDecimal gross = quantity.multiply(terms.grossAmountPerShare()).setScale(minorUnit, RoundingMode.HALF_EVEN);
		BigDecimal rate = terms.withholdingTaxRate() == null ? BigDecimal.ZERO : terms.withholdingTaxRate();
		BigDecimal tax = gross.multiply(rate).divide(HUNDRED).setScale(minorUnit, RoundingMode.HALF_EVEN);
		return new CashDistribution(gross, tax);
	}
}
