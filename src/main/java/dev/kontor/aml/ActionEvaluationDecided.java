package dev.kontor.aml;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * A customer action was approved or denied, automatically or by the AML officer. Published in the transaction that
 * decided it, so that the module whose deposit or withdrawal waited for it completes or rejects it in the same
 * transaction.
 *
 * @param transactionType {@code Deposit} or {@code Withdrawal}
 * @param status {@code Approved} or {@code Denied}
 */
public record ActionEvaluationDecided(UUID tenantId, UUID evaluationId, UUID clientId, String transactionType,
		String status, @Nullable UUID internalAccountId, @Nullable UUID internalAccountWithdrawalRequestId,
		@Nullable UUID sepaDirectDebitExecutionId) {

	public boolean approved() {
		return "Approved".equals(status);
	}
}
