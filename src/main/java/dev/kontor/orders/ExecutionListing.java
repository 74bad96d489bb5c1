package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/** An execution of an order as the back office lists it. */
public record ExecutionListing(UUID executionId, BigDecimal quantity, BigDecimal price, BigDecimal fee,
		BigDecimal amount, Instant dateTime, String venue, LocalDate valueDate) {
}
