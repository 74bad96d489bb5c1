package dev.kontor.bankfiles.internal;

import java.math.BigDecimal;
import java.util.UUID;

/**
 * A transaction of an outgoing file, as the bank's answers find it by its EndToEndId: which file carried it, of
 * which kind it is and which instruction it is, and its amount.
 */
record FileTransaction(String endToEndId, UUID fileId, Kind kind, UUID instructionId, BigDecimal amount,
		String currencyCode) {

	enum Kind {
		DirectDebit, CreditTransfer
	}
}
