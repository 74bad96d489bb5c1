package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BiFunction;

import dev.kontor.pricefeed.TradeProvider;

/**
 * A client's holdings as portfolios, one per currency and never converted, each valued at the day's end-of-day
 * prices. A portfolio with an instrument that has no close that day is not valued at all (a holiday of its market,
 * an instrument without quotes): a part of it valued would look like a loss.
 */
final class Portfolios {

	private static final int MONEY_SCALE = 4;

	private Portfolios() {
	}

	/** The valued positions by currency (in currency order), of the portfolios whose every instrument has a price. */
	static Map<String, List<ValuedPosition>> value(List<Holding> holdings,
			BiFunction<TradeProvider, String, Optional<BigDecimal>> closes) {
		Map<String, List<ValuedPosition>> byCurrency = new TreeMap<>();
		Map<String, Boolean> priced = new TreeMap<>();
		for (Holding holding : holdings) {
			Optional<BigDecimal> price = closes.apply(holding.provider(), holding.isinCode());
			priced.merge(holding.currencyCode(), price.isPresent(), Boolean::logicalAnd);
			price.ifPresent(close -> byCurrency.computeIfAbsent(holding.currencyCode(), c -> new ArrayList<>())
				.add(new ValuedPosition(holding.currencyCode(), holding.isinCode(), holding.provider(),
						holding.quantity(), close,
						holding.quantity().multiply(close).setScale(MONEY_SCALE, RoundingMode.HALF_EVEN))));
		}
		priced.forEach((currency, complete) -> {
			if (!complete) {
				byCurrency.remove(currency);
			}
		});
		return byCurrency;
	}

	static BigDecimal total(List<ValuedPosition> positions) {
		return positions.stream()
			.map(ValuedPosition::value)
			.reduce(BigDecimal.ZERO.setScale(MONEY_SCALE), BigDecimal::add);
	}
}
