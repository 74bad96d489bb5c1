package dev.kontor.bankfiles.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.bankfiles.BankFile;
import dev.kontor.bankfiles.BankFileDirection;
import dev.kontor.bankfiles.BankFileStatus;

/** A row of {@code bank_files}, without its content. */
record BankFileRow(UUID id, String name, BankFileDirection direction, @Nullable String messageType,
		@Nullable String msgId, int numberOfTransactions, BigDecimal controlSum, BankFileStatus status,
		@Nullable String reason, Instant createdDate) {

	BankFile view() {
		return new BankFile(name, direction, messageType, msgId, numberOfTransactions, controlSum, status, createdDate,
				reason);
	}
}
