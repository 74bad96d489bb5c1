package dev.kontor.accounts.internal;

import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import tools.jackson.databind.annotation.JsonSerialize;

import dev.kontor.accounts.SecurityBooking;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.web.DocumentOrderJson;

/**
 * A booked security movement of a deposit account as the API answers it; its entry's {@code quantity} is signed. On
 * the wire the entry's fields are fields of the movement itself, in the contract's order: the booking date stands
 * before the entry's value date.
 */
@JsonSerialize(using = SecurityMovementView.Json.class)
public record SecurityMovementView(UUID id, UUID depositAccountId, String isinCode, TradeProvider provider,
		@JsonUnwrapped SecurityBooking.Entry entry, Instant bookingDate) {

	static final class Json extends DocumentOrderJson<SecurityMovementView> {

		@Override
		protected void writeFields(SecurityMovementView movement, Fields fields) {
			SecurityBooking.Entry entry = movement.entry();
			fields.write("id", movement.id())
				.write("depositAccountId", movement.depositAccountId())
				.write("isinCode", movement.isinCode())
				.write("provider", movement.provider())
				.write("quantity", entry.quantity())
				.write("price", entry.price())
				.write("currencyCode", entry.currencyCode())
				.write("type", entry.type())
				.write("reference", entry.reference())
				.write("bookingDate", movement.bookingDate())
				.write("valueDate", entry.valueDate());
		}
	}
}
