package dev.kontor.accounts.losses;

import java.math.BigDecimal;

import dev.kontor.pricefeed.TradeProvider;

/** A holding valued at its end-of-day price: {@code value = quantity x price}, to four places. */
record ValuedPosition(String currencyCode, String isinCode, TradeProvider provider, BigDecimal quantity,
		BigDecimal price, BigDecimal value) {
}
