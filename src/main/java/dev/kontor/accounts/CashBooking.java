package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;

/**
 * A movement of money to book on an internal account. {@code amount} is signed (positive credits the account);
 * {@code settles} names an open reservation of the same account that this booking uses in the same transaction: as
 * much of what is left of it as the booking moves stops being reserved (an order filled in parts uses its reservation
 * in parts; whatever is left stays reserved until released, or, with {@code releasesRest}, is released by the same
 * booking: the last execution of an order). {@code mayGoNegative} lets a reversal take the balance below zero; such a
 * booking is flagged on the transaction.
 */
public record CashBooking(InternalAccountId account, Entry entry, @Nullable ReservationId settles,
		boolean mayGoNegative, boolean releasesRest) {

	/** What to book: the signed amount in its currency, of which type, under which reference, for which day. */
	public record Entry(BigDecimal amount, String currencyCode, CashTransactionType type, String reference,
			LocalDate valueDate) {

		public Entry {
			Objects.requireNonNull(amount, "amount");
			Objects.requireNonNull(currencyCode, "currencyCode");
			Objects.requireNonNull(type, "type");
			Objects.requireNonNull(reference, "reference");
			Objects.requireNonNull(valueDate, "valueDate");
		}

		/** The same entry with its amount without trailing zeros, as events and the API carry it. */
		public Entry plain() {
			return new Entry(Decimals.plain(amount), currencyCode, type, reference, valueDate);
		}
	}

	/** A booking that leaves what it does not use of its reservation reserved. */
	public CashBooking(InternalAccountId account, BigDecimal amount, String currencyCode, CashTransactionType type,
			String reference, LocalDate valueDate, @Nullable ReservationId settles, boolean mayGoNegative) {
		this(account, new Entry(amount, currencyCode, type, reference, valueDate), settles, mayGoNegative, false);
	}

	public CashBooking {
		Objects.requireNonNull(account, "account");
		Objects.requireNonNull(entry, "entry");
		if (releasesRest && settles == null) {
			throw new IllegalArgumentException("Only a booking that settles a reservation releases its rest");
		}
	}
}
