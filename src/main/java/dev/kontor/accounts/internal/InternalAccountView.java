package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.accounts.AccountStatus;

/**
 * An internal (cash) account as the API answers it (contract, section 8). On the wire its amounts are fields of the
 * account itself, in the document's order; {@code accountNumber} is the ten digits the client knows the account by
 * (contract section 15).
 */
public record InternalAccountView(UUID id, UUID tenantId, UUID clientId, String accountNumber, String currencyCode,
		AccountStatus status,
		@JsonUnwrapped Amounts amounts, Instant createdDate, Instant updatedDate) {

	/** The account's balance, what of it is reserved, and what is available. */
	public record Amounts(BigDecimal balance, BigDecimal reservedAmount, BigDecimal availableAmount) {
	}
}
