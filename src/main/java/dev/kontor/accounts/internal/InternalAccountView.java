package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.accounts.AccountStatus;

/**
 * An internal (cash) account as the API answers it (contract, section 8). On the wire its money is fields of the
 * account itself.
 */
public record InternalAccountView(UUID id, UUID tenantId, UUID clientId, AccountStatus status,
		@JsonUnwrapped Money money, Instant createdDate, Instant updatedDate) {

	/** The account's currency, its balance, what of it is reserved, and what is available. */
	public record Money(String currencyCode, BigDecimal balance, BigDecimal reservedAmount,
			BigDecimal availableAmount) {
	}
}
