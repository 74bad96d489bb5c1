package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * One execution as the executions route answers it: with its fee, its amount (quantity x price, in the order's
 * currency) and the value date on which it settles. On the wire its figures are fields of the execution itself.
 */
public record ExecutionDetails(UUID executionId, String clientOrderId, @JsonUnwrapped Figures figures,
		String currencyCode, Instant dateTime, String venue, LocalDate valueDate) {

	/** What an execution traded and what it cost: the quantity at the price, the fee, and the amount they make. */
	public record Figures(BigDecimal quantity, BigDecimal price, BigDecimal fee, BigDecimal amount) {
	}
}
