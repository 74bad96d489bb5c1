package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * An execution as a venue reports it: only what a venue knows. The fee, the amount, the accounts and the
 * reservations the execution settles against are the order side's to work out, so that a venue never carries them
 * back and forth. {@code quoteTime} is the time of the quote that filled the order, for a venue that fills against
 * the price feed (one quote fills an order once); null for a venue that reports fills of its own.
 */
public record Fill(BigDecimal quantity, BigDecimal price, String venue, Instant at, LocalDate valueDate,
		@Nullable Instant quoteTime) {

	public Fill {
		Objects.requireNonNull(quantity, "quantity");
		Objects.requireNonNull(price, "price");
		Objects.requireNonNull(venue, "venue");
		Objects.requireNonNull(at, "at");
		Objects.requireNonNull(valueDate, "valueDate");
	}
}
