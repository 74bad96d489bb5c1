package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * An account of a client record as the back office lists it: an internal (cash) account with its currency and
 * amounts, or a deposit (securities) account, whose currency and amounts are null.
 */
public record AccountListing(UUID id, String accountNumber, UUID clientId, boolean internal, @Nullable String currencyCode,
		AccountStatus status, @Nullable BigDecimal balance, @Nullable BigDecimal reservedAmount, Instant createdDate) {

	public @Nullable BigDecimal availableAmount() {
		return balance == null || reservedAmount == null ? null : balance.subtract(reservedAmount);
	}
}
