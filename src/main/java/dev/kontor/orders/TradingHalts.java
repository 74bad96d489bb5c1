package dev.kontor.orders;

import java.util.List;

import dev.kontor.pricefeed.TradeProvider;

/** The instruments the venue halted, for the operator, who sees them and may lift a halt. */
public interface TradingHalts {

	/** The halts in force now, oldest first. */
	List<TradingHalt> current();

	/**
	 * Lifts the halt of the instrument: the latest quote becomes its reference price and fills again. Answers false
	 * when it is not halted.
	 */
	boolean lift(TradeProvider provider, String isinCode);
}
