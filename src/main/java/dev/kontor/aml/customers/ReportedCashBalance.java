package dev.kontor.aml.customers;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** A customer's cash balance as the back office reported it, as answered and as kept in the audit trail. */
record ReportedCashBalance(UUID customerId, BigDecimal cashBalance, String currencyCode, Instant reportedDate) {
}
