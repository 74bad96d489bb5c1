package dev.kontor.bankfiles;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A SEPA file of the bank connection as the operator lists it (contract section 13); {@code reason} says why a
 * rejected file was rejected.
 */
public record BankFile(String name, BankFileDirection direction, @Nullable String messageType, @Nullable String msgId,
		int numberOfTransactions, BigDecimal controlSum, BankFileStatus status, Instant createdDate,
		@Nullable String reason) {
}
