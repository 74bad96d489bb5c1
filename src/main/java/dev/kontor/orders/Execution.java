package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** One execution as an order lists it (contract section 8). */
public record Execution(UUID executionId, BigDecimal quantity, BigDecimal price, Instant dateTime, String venue) {
}
