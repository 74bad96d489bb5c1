package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Decimals;

/**
 * A movement of securities to book on a deposit account. {@code quantity} is signed (positive delivers into the
 * account); {@code price} is the price per unit in {@code currencyCode} (it moves the average price of a purchase;
 * for a {@code CorporateAction} movement it is the cost per unit the movement carries in or out, and the position's
 * cost otherwise stays);
 * {@code settles} names an open reservation of the same position that this booking uses in the same transaction, as
 * much of what is left of it as the booking moves (the rest stays reserved until released, or, with
 * {@code releasesRest}, is released by the same booking: the last execution of an order).
 */
public record SecurityBooking(DepositAccountId account, String isinCode, TradeProvider provider, Entry entry,
		@Nullable ReservationId settles, boolean releasesRest) {

	/** What to book: the signed quantity at its price, of which type, under which reference, for which day. */
	public record Entry(BigDecimal quantity, BigDecimal price, String currencyCode, SecurityMovementType type,
			String reference, LocalDate valueDate) {

		public Entry {
			Objects.requireNonNull(quantity, "quantity");
			Objects.requireNonNull(price, "price");
			Objects.requireNonNull(currencyCode, "currencyCode");
			Objects.requireNonNull(type, "type");
			Objects.requireNonNull(reference, "reference");
			Objects.requireNonNull(valueDate, "valueDate");
		}

		/** The same entry with quantity and price without trailing zeros, as events and the API carry them. */
		public Entry plain() {
			return new Entry(Decimals.plain(quantity), Decimals.plain(price), currencyCode, type, reference, valueDate);
		}
	}

	/** A booking that leaves what it does not use of its reservation reserved. */
	public SecurityBooking(DepositAccountId account, String isinCode, TradeProvider provider, BigDecimal quantity,
			BigDecimal price, String currencyCode, SecurityMovementType type, String reference, LocalDate valueDate,
			@Nullable ReservationId settles) {
		this(account, isinCode, provider, new Entry(quantity, price, currencyCode, type, reference, valueDate),
				settles, false);
	}

	public SecurityBooking {
		Objects.requireNonNull(account, "account");
		Objects.requireNonNull(isinCode, "isinCode");
		Objects.requireNonNull(provider, "provider");
		Objects.requireNonNull(entry, "entry");
		if (releasesRest && settles == null) {
			throw new IllegalArgumentException("Only a booking that settles a reservation releases its rest");
		}
	}
}
