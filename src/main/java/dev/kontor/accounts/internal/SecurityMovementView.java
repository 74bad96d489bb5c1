package dev.kontor.accounts.internal;

import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.accounts.SecurityBooking;
import dev.kontor.pricefeed.TradeProvider;

/**
 * A booked security movement of a deposit account as the API answers it; its entry's {@code quantity} is signed. On
 * the wire the entry's fields are fields of the movement itself.
 */
public record SecurityMovementView(UUID id, UUID depositAccountId, String isinCode, TradeProvider provider,
		@JsonUnwrapped SecurityBooking.Entry entry, Instant bookingDate) {
}
