package dev.kontor.bankfiles.iso20022;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * The credit transfers of one cut-off, to be written as a {@code pain.001.001.09}: the debtor (the platform's
 * account), the requested execution date and the transfers.
 */
public record CreditTransferFile(String msgId, Instant createdAt, Party debtor, LocalDate executionDate,
		List<Transfer> transfers) {

	public CreditTransferFile {
		if (transfers.isEmpty()) {
			throw new IllegalArgumentException("a file needs at least one transfer, as the schema does");
		}
		transfers = List.copyOf(transfers);
	}

	/** One transfer: its end-to-end id (given by the caller, at most 35 characters), amount, creditor, remittance. */
	public record Transfer(String endToEndId, BigDecimal amount, String currency, Party creditor, String remittance) {
	}

}
