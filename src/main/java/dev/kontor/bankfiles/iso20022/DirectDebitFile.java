package dev.kontor.bankfiles.iso20022;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * The direct debits of one cut-off, to be written as a {@code pain.008.001.08}: the creditor (the platform), its SEPA
 * creditor identifier, the date the collections are due and the collections themselves.
 */
public record DirectDebitFile(String msgId, Instant createdAt, Party creditor, String creditorId,
		LocalDate collectionDate, List<Collection> collections) {

	public DirectDebitFile {
		if (collections.isEmpty()) {
			throw new IllegalArgumentException("a file needs at least one collection, as the schema does");
		}
		collections = List.copyOf(collections);
	}

	/**
	 * One direct debit: its end-to-end id (given by the caller, at most 35 characters), the amount, the mandate and
	 * its date of signature, FRST or RCUR, the debtor and the remittance line (cut to 140 characters).
	 */
	public record Collection(String endToEndId, BigDecimal amount, String currency, String mandateId,
			LocalDate mandateSigned, SequenceType sequenceType, Party debtor, String remittance) {
	}

}
