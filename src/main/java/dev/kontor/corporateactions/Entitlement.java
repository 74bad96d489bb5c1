package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.annotation.JsonSerialize;
import tools.jackson.databind.ser.std.ToStringSerializer;

import dev.kontor.pricefeed.TradeProvider;

/**
 * What one deposit account holding the instrument at the end of the record date is entitled to, and how it was
 * booked: the holding, where it stands, the cash paid and the securities delivered (on the wire one flat object,
 * docs/decisions.md).
 */
public record Entitlement(UUID entitlementId,
		@JsonSerialize(using = ToStringSerializer.class) @Schema(type = "string") CorporateActionId corporateActionId,
		@JsonUnwrapped Holding holding, @JsonUnwrapped Standing standing, @JsonUnwrapped Payout payout,
		@JsonUnwrapped Delivery delivery, Instant createdDate) {

	public EntitlementStatus status() {
		return standing.status();
	}

	/**
	 * Where the entitlement stands: Pending until the payment date, then Booked, or Failed with the reason; when it
	 * was booked or failed.
	 */
	public record Standing(EntitlementStatus status, @Nullable String failure, @Nullable Instant bookedDate) {

		public static final Standing PENDING = new Standing(EntitlementStatus.Pending, null, null);
	}

	/** The client record's deposit account and the quantity it held at the end of the record date. */
	public record Holding(UUID clientId, UUID depositAccountId, TradeProvider provider, BigDecimal quantity) {
	}

	/** The cash booked on the internal account (gross, and the tax withheld from it); empty until booked. */
	public record Payout(@Nullable UUID internalAccountId, @Nullable String currencyCode,
			@Nullable BigDecimal grossAmount, @Nullable BigDecimal taxAmount) {

		public static final Payout NONE = new Payout(null, null, null, null);
	}

	/**
	 * The securities an event that changes the number of shares left on the deposit account: the instrument (the
	 * event's own after a split) and the whole quantity it now holds for the entitled one; empty until booked.
	 */
	public record Delivery(@Nullable String newIsinCode, @Nullable BigDecimal newQuantity) {

		public static final Delivery NONE = new Delivery(null, null);
	}
}
