package dev.kontor.accounts.internal;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.SecurityBooking;
import dev.kontor.pricefeed.TradeProvider;

/** A row of {@code security_movements}: the entry booked on the account's position, when, and what it settled. */
record SecurityMovementRow(UUID id, UUID tenantId, UUID depositAccountId, String isinCode, TradeProvider provider,
		SecurityBooking.Entry entry, Instant bookingDate, @Nullable UUID settledReservation) {

	SecurityMovementView view() {
		return new SecurityMovementView(id, depositAccountId, isinCode, provider, entry.plain(), bookingDate);
	}
}
