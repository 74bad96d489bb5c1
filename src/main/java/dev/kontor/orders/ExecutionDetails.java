package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * One execution as the executions route answers it: with its fee, its amount (quantity x price, in the order's
 * currency) and the value date on which it settles.
 */
public record ExecutionDetails(UUID executionId, String clientOrderId, BigDecimal quantity, BigDecimal price,
		BigDecimal fee, BigDecimal amount, String currencyCode, Instant dateTime, String venue, LocalDate valueDate) {
}
