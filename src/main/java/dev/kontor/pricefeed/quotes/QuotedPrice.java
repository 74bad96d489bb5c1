package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;

/** A mid price and the time of the quote it is from. */
public record QuotedPrice(Instant time, BigDecimal price) {
}
