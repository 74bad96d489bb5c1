package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.pricefeed.TradeProvider;

/**
 * An instrument the venue stopped filling, as exchanges interrupt trading when a price jumps: which instrument, why
 * (the quote that left the price band around the reference price) and when, until when nothing fills (resting
 * orders stay). Written flat.
 */
public record TradingHalt(@JsonUnwrapped Instrument instrument, @JsonUnwrapped Cause cause,
		@JsonUnwrapped Period period) {

	/** The instrument halted, at its provider. */
	public record Instrument(TradeProvider provider, String isinCode) {
	}

	/** The band around the reference price, and the quote that left it. */
	public record Cause(BigDecimal referencePrice, BigDecimal lowerBound, BigDecimal upperBound,
			Instant quoteDateTime, BigDecimal bid, BigDecimal ask) {
	}

	/** Since when the instrument is halted, and until when. */
	public record Period(Instant haltedAt, Instant haltedUntil) {
	}
}
