package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * One fill of an order: {@code quantity} at {@code price} at {@code time}, in the market session that ends at
 * {@code sessionEnd}; after that end it is confirmed once with a TradeCaptureReport.
 */
record Execution(String execId, ExchangeOrder order, BigDecimal quantity, BigDecimal price, Instant time,
		Instant sessionEnd) {

	Execution {
		Objects.requireNonNull(execId, "execId");
		Objects.requireNonNull(order, "order");
		Objects.requireNonNull(sessionEnd, "sessionEnd");
	}
}
