package dev.kontor.bankfiles.internal;

import java.math.BigDecimal;
import java.util.UUID;

import dev.kontor.shared.TenantId;

/**
 * A transaction of an outgoing file, as the bank's answers find it by its EndToEndId: which file carried it, of
 * which kind it is and which tenant's instruction it is, and its amount.
 */
record FileTransaction(String endToEndId, UUID fileId, Kind kind, TenantId tenantId, UUID instructionId,
		BigDecimal amount, String currencyCode) {

	enum Kind {
		DirectDebit, CreditTransfer
	}
}
