package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.annotation.JsonDeserialize;

/** A quote as a provider connector sends it for ingestion; {@link QuoteRules} says what is required. */
@JsonDeserialize(using = QuoteInputDeserializer.class)
public record QuoteInput(@Nullable String isinCode, @Nullable String provider, @Nullable Instant dateTime,
		@Nullable String status, @Nullable BigDecimal bid, @Nullable BigDecimal ask, @Nullable BigDecimal bidVolume,
		@Nullable BigDecimal askVolume) {
}
