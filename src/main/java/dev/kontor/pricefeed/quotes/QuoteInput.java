package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;

import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.annotation.JsonDeserialize;

import dev.kontor.pricefeed.TradeProvider;

/** A quote as a provider connector sends it for ingestion; {@link QuoteRules} says what is required. */
@JsonDeserialize(using = QuoteInputDeserializer.class)
@Schema(description = "A quote of a provider; bid not above ask", requiredProperties = { "isinCode", "dateTime",
		"status", "bid", "ask" })
public record QuoteInput(
		@Schema(description = "An ISIN with a valid check digit", pattern = "^[A-Z]{2}[A-Z0-9]{9}[0-9]$",
				minLength = 12, maxLength = 12, example = "DE0007164600") @Nullable String isinCode,
		@Schema(implementation = TradeProvider.class, description = "ProviderA when absent",
				example = "ProviderA") @Nullable String provider,
		@Schema(description = "When the provider quoted; at most a minute ahead of the server's clock",
				example = "2026-03-02T09:15:00.123456Z") @Nullable Instant dateTime,
		@Schema(description = "1 to 20 letters", pattern = "^[A-Za-z]{1,20}$", example = "Open") @Nullable String status,
		@Schema(description = "Above 0, at most 13 digits before the point and 6 after", minimum = "0.000001",
				example = "101.25") @Nullable BigDecimal bid,
		@Schema(description = "Above 0, at most 13 digits before the point and 6 after", minimum = "0.000001",
				example = "101.35") @Nullable BigDecimal ask,
		@Schema(description = "Not negative, at most 15 digits before the point and 4 after", minimum = "0",
				example = "1500") @Nullable BigDecimal bidVolume,
		@Schema(description = "Not negative, at most 15 digits before the point and 4 after", minimum = "0",
				example = "1200") @Nullable BigDecimal askVolume) {
}
