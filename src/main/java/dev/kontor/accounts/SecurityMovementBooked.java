package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.UUID;

import dev.kontor.pricefeed.TradeProvider;

/** A security movement was booked on a deposit account. Published in the transaction that booked it. */
public record SecurityMovementBooked(UUID tenantId, DepositAccountId depositAccountId, SecurityMovementId movementId,
		UUID clientId, String isinCode, TradeProvider provider, BigDecimal quantity, BigDecimal price, String currencyCode,
		SecurityMovementType type, String reference, LocalDate valueDate) {
}
