package dev.kontor.pricefeed;

import java.math.BigDecimal;

/**
 * Where the {@code demo} profile's quote simulator starts an instrument that has no quote yet: a price between 20
 * and 299 derived from its ISIN. The demo data that needs a price before the first quote (purchases of the demo
 * accounts, limits of the demo orders) takes this one, so that it agrees with the quotes that follow.
 */
public final class SimulatedPrices {

	private SimulatedPrices() {
	}

	public static BigDecimal startingMid(String isinCode) {
		return BigDecimal.valueOf(20 + Math.floorMod(isinCode.hashCode(), 280));
	}
}
