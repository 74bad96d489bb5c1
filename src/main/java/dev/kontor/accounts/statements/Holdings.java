package dev.kontor.accounts.statements;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * The positions of a deposit account at a point in time, folded from its movements up to then with the ledger's own
 * rule for the average price: a delivery in moves it to the weighted mean, a delivery out leaves it, a position that
 * comes to nothing has none.
 */
final class Holdings {

	record Holding(String isinCode, TradeProvider provider, BigDecimal quantity, @Nullable BigDecimal averagePrice,
			String currencyCode) {
	}

	private static final int PRICE_DIGITS = 6;

	private Holdings() {
	}

	static List<Holding> of(List<StatementLedger.Movement> movementsOldestFirst) {
		Map<String, Holding> byInstrument = new LinkedHashMap<>();
		for (StatementLedger.Movement movement : movementsOldestFirst) {
			String key = movement.isinCode() + "/" + movement.provider();
			Holding held = byInstrument.getOrDefault(key, new Holding(movement.isinCode(), movement.provider(),
					BigDecimal.ZERO, null, movement.currencyCode()));
			byInstrument.put(key, after(held, movement));
		}
		List<Holding> positions = new ArrayList<>();
		for (Holding holding : byInstrument.values()) {
			if (holding.quantity().signum() != 0) {
				positions.add(holding);
			}
		}
		positions.sort(Comparator.comparing(Holding::isinCode).thenComparing(Holding::provider));
		return positions;
	}

	private static Holding after(Holding held, StatementLedger.Movement movement) {
		BigDecimal moved = movement.quantity();
		BigDecimal after = held.quantity().add(moved);
		BigDecimal average;
		if (after.signum() == 0) {
			average = null;
		}
		else if (moved.signum() < 0 && held.averagePrice() != null) {
			average = held.averagePrice();
		}
		else {
			BigDecimal value = held.averagePrice() == null ? BigDecimal.ZERO
					: held.quantity().multiply(held.averagePrice());
			average = value.add(moved.multiply(movement.price())).divide(after, PRICE_DIGITS, RoundingMode.HALF_EVEN);
		}
		return new Holding(held.isinCode(), held.provider(), after, average, movement.currencyCode());
	}
}
