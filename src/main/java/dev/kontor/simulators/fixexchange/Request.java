package dev.kontor.simulators.fixexchange;

import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * A request about an order the simulator may hold: a cancel, a replace or a status request, with the fields its
 * answer repeats. The order it means is the text before the first dot of its OrigClOrdID, or of its ClOrdID when it
 * has none ({@code docs/fix.md}, identifiers).
 */
record Request(String clOrdId, @Nullable String origClOrdId, String symbol, @Nullable String securityId, char side) {

	Request {
		Objects.requireNonNull(clOrdId, "clOrdId");
		Objects.requireNonNull(symbol, "symbol");
	}

	/** Kontor's order id: the key of the order the request means. */
	String orderKey() {
		return keyOf(origClOrdId != null ? origClOrdId : clOrdId);
	}

	static String keyOf(String clOrdId) {
		int dot = clOrdId.indexOf('.');
		return dot < 0 ? clOrdId : clOrdId.substring(0, dot);
	}
}
