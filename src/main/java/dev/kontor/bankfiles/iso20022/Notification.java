package dev.kontor.bankfiles.iso20022;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * A bank's {@code camt.054.001.08} debit and credit notification: one entry per booked transaction, named by its
 * end-to-end id; a return carries its reason code (such as MD06 or AC04).
 */
public record Notification(String msgId, List<Entry> entries) {

	public Notification {
		entries = List.copyOf(entries);
	}

	/**
	 * One booked transaction on the account (the IBAN of {@code Ntfctn/Acct}, null when the account is named
	 * otherwise): credit for money in, debit for money out.
	 */
	public record Entry(@Nullable String accountIban, String endToEndId, BigDecimal amount, String currency,
			boolean credit, LocalDate bookingDate, @Nullable String returnReasonCode) {
	}

}
