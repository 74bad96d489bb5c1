package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;

/** A booked security movement of a deposit account as the API answers it; {@code quantity} is signed. */
public record SecurityMovementView(UUID id, UUID depositAccountId, String isinCode, TradeProvider provider,
		BigDecimal quantity, BigDecimal price, String currencyCode, SecurityMovementType type, String reference,
		Instant bookingDate, LocalDate valueDate) {
}
