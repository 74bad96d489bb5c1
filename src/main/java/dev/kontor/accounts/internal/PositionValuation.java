package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;

/**
 * A position valued at a last price: {@code marketValue = quantity x lastPrice} and
 * {@code unrealizedProfitLoss = quantity x (lastPrice - averagePrice)}, both to the cent's hundredth (4 places).
 */
final class PositionValuation {

	private static final int MONEY_SCALE = 4;

	private PositionValuation() {
	}

	static PositionView of(PositionRow position, @Nullable BigDecimal lastPrice) {
		BigDecimal marketValue = null;
		BigDecimal profitLoss = null;
		if (lastPrice != null) {
			marketValue = Decimals.plain(position.quantity().multiply(lastPrice).setScale(MONEY_SCALE,
					RoundingMode.HALF_EVEN));
			if (position.averagePrice() != null) {
				profitLoss = Decimals.plain(position.quantity()
					.multiply(lastPrice.subtract(position.averagePrice()))
					.setScale(MONEY_SCALE, RoundingMode.HALF_EVEN));
			}
		}
		return new PositionView(position.isinCode(), position.provider(),
				new PositionView.Quantities(Decimals.plain(position.quantity()),
						Decimals.plain(position.reservedQuantity()), Decimals.plain(position.available())),
				new PositionView.Valuation(Decimals.plainOrNull(position.averagePrice()),
						Decimals.plainOrNull(lastPrice), marketValue, profitLoss),
				position.currencyCode());
	}
}
