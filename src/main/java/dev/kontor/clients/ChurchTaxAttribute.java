package dev.kontor.clients;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * The church tax attribute the tax authority answers to a Kistam query: the religious community's code (such as
 * {@code rk}, {@code ev}), the church tax rate in percent of the income tax, and the day from which it applies.
 */
public record ChurchTaxAttribute(String religionCode, BigDecimal rate, LocalDate validFrom) {

	/** The rate without trailing zeros of its storage: 9, not 9.00. */
	public ChurchTaxAttribute {
		rate = rate.stripTrailingZeros();
		if (rate.scale() < 0) {
			rate = rate.setScale(0);
		}
	}
}
