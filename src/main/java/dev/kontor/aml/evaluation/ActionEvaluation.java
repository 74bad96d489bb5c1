package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.jspecify.annotations.Nullable;

import dev.kontor.aml.risk.RiskFactor;
import dev.kontor.shared.Decimals;

/** An action risk evaluation record of document 3, with the factors its average was taken of. */
public record ActionEvaluation(UUID id, UUID tenantId, UUID createdUserId, UUID updatedUserId, UUID clientId,
		@Nullable UUID reconciliationGuid, @Nullable UUID internalAccountWithdrawalRequestId,
		@Nullable UUID sepaDirectDebitExecutionId, @Nullable UUID internalAccountId, @Nullable UUID bankAccountId,
		@Nullable UUID deciderUserId, Instant createdDate, Instant updatedDate, Instant dateAction,
		@Nullable Instant dateDecision, Instant processingDateTime, String clientKey, String clientName,
		@Nullable String clientSurname, String clientType, @Nullable String bankAccountIban,
		@Nullable String bankAccountCountry, String riskMessage, String processingResult, @Nullable String reason,
		@Nullable String note, TransactionType transactionType, String accountUsageType, BigDecimal amount,
		BigDecimal averageRisk, BigDecimal riskThresholdAcceptAutoBelow, BigDecimal riskThresholdRejectAutoAbove,
		String currencyCode, @JsonProperty("hasActivePEPRecord") boolean hasActivePEPRecord,
		boolean hasActiveSanctionRecord, boolean hasActiveOtherRecord, boolean isApprovalNeeded, boolean isBanned,
		EvaluationStatus status, String processingStatus, String source, List<RiskFactor> factors) {

	/** Numbers are answered in their plain form, the same whether just calculated or read back. */
	public ActionEvaluation {
		factors = List.copyOf(factors);
		amount = Decimals.plain(amount);
		averageRisk = Decimals.plain(averageRisk);
		riskThresholdAcceptAutoBelow = Decimals.plain(riskThresholdAcceptAutoBelow);
		riskThresholdRejectAutoAbove = Decimals.plain(riskThresholdRejectAutoAbove);
	}

	ActionEvaluation decided(EvaluationStatus newStatus, UUID decider, Instant at, @Nullable String newReason,
			@Nullable String newNote) {
		return new ActionEvaluation(id, tenantId, createdUserId, decider, clientId, reconciliationGuid,
				internalAccountWithdrawalRequestId, sepaDirectDebitExecutionId, internalAccountId, bankAccountId,
				decider, createdDate, at, dateAction, at, processingDateTime, clientKey, clientName, clientSurname,
				clientType, bankAccountIban, bankAccountCountry, riskMessage, "Officer" + newStatus, newReason,
				newNote, transactionType, accountUsageType, amount, averageRisk, riskThresholdAcceptAutoBelow,
				riskThresholdRejectAutoAbove, currencyCode, hasActivePEPRecord, hasActiveSanctionRecord,
				hasActiveOtherRecord, isApprovalNeeded, isBanned, newStatus, processingStatus, source, factors);
	}

	ActionEvaluation annotated(UUID actor, Instant at, @Nullable String newReason, @Nullable String newNote) {
		return new ActionEvaluation(id, tenantId, createdUserId, actor, clientId, reconciliationGuid,
				internalAccountWithdrawalRequestId, sepaDirectDebitExecutionId, internalAccountId, bankAccountId,
				deciderUserId, createdDate, at, dateAction, dateDecision, processingDateTime, clientKey, clientName,
				clientSurname, clientType, bankAccountIban, bankAccountCountry, riskMessage, processingResult,
				newReason, newNote, transactionType, accountUsageType, amount, averageRisk,
				riskThresholdAcceptAutoBelow, riskThresholdRejectAutoAbove, currencyCode, hasActivePEPRecord,
				hasActiveSanctionRecord, hasActiveOtherRecord, isApprovalNeeded, isBanned, status, processingStatus,
				source, factors);
	}
}
