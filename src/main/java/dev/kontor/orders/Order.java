package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.annotation.JsonSerialize;
import tools.jackson.databind.ser.std.ToStringSerializer;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Decimals;

/**
 * An order as the order API answers it (contract section 8), in the parts that belong together: who placed it and
 * whose accounts it books on, what it trades, how, the figures it was placed or last modified with, where it stands,
 * when it was placed and last changed, and its executions. On the wire the parts are one flat object, as the
 * contract has it, its fields in the contract's order ({@link OrderJson}).
 */
@JsonSerialize(using = OrderJson.class)
public record Order(
		@JsonSerialize(using = ToStringSerializer.class) @Schema(type = "string", format = "uuid") OrderId id,
		@JsonUnwrapped Parties parties, @JsonUnwrapped Instrument instrument, @JsonUnwrapped Kind kind,
		@JsonUnwrapped Terms terms, @JsonUnwrapped Progress progress, @JsonUnwrapped Dates dates,
		List<Execution> executions) {

	public Order {
		executions = List.copyOf(executions);
	}

	/** Who placed the order, under which of their ids, and the accounts it books on; fixed at placement. */
	public record Parties(UUID tenantId, UUID clientId, String clientOrderId, UUID internalAccountId,
			UUID depositAccountId) {
	}

	/** What the order trades, where, and in which currency; fixed at placement. */
	public record Instrument(String isinCode, TradeProvider provider, String currencyCode) {
	}

	/** How the order trades; fixed at placement. */
	public record Kind(OrderSide side, OrderType orderType, TimeInForce timeInForce) {
	}

	/** The figures the order was placed or last modified with: a quantity or an amount, and its prices. */
	public record Terms(@Nullable BigDecimal quantity, @Nullable BigDecimal amount, @Nullable BigDecimal limitPrice,
			@Nullable BigDecimal stopPrice) {

		/** The same figures without trailing zeros, as the API answers them. */
		public Terms plain() {
			return new Terms(Decimals.plainOrNull(quantity), Decimals.plainOrNull(amount),
					Decimals.plainOrNull(limitPrice), Decimals.plainOrNull(stopPrice));
		}
	}

	/**
	 * Where the order stands. {@code remainingQuantity} is null for a money order, whose quantity is known only from
	 * its fills; {@code reservedAmount} is the cash a buy holds, {@code reservedQuantity} the securities a sell holds.
	 */
	public record Progress(OrderStatus status, @Nullable String rejectReason, BigDecimal filledQuantity,
			@Nullable BigDecimal remainingQuantity, @Nullable BigDecimal averagePrice, BigDecimal reservedAmount,
			BigDecimal reservedQuantity) {
	}

	/** When the order was placed, and when it last changed. */
	public record Dates(Instant createdDate, Instant updatedDate) {
	}
}
