package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Decimals;

/** A row of {@code security_movements}. */
record SecurityMovementRow(UUID id, UUID tenantId, UUID depositAccountId, String isinCode, TradeProvider provider,
		BigDecimal quantity, BigDecimal price, String currencyCode, SecurityMovementType type, String reference,
		Instant bookingDate, LocalDate valueDate, @Nullable UUID settledReservation) {

	SecurityMovementView view() {
		return new SecurityMovementView(id, depositAccountId, isinCode, provider, Decimals.plain(quantity),
				Decimals.plain(price), currencyCode, type, reference, bookingDate, valueDate);
	}
}
