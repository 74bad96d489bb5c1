package dev.kontor.aml.evaluation.web;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.jspecify.annotations.Nullable;

import dev.kontor.aml.evaluation.Evaluation;
import dev.kontor.aml.evaluation.EvaluationStatus;
import dev.kontor.aml.evaluation.TransactionType;
import dev.kontor.aml.risk.RiskFactor;

/**
 * An action risk evaluation record of document 3, with the factors its average was taken of: the flat shape the
 * document gives it, each field read from its part of the {@link Evaluation}, in the document's order.
 */
@JsonPropertyOrder({ "id", "tenantId", "createdUserId", "updatedUserId", "clientId", "reconciliationGuid",
		"internalAccountWithdrawalRequestId", "sepaDirectDebitExecutionId", "internalAccountId", "bankAccountId",
		"deciderUserId", "createdDate", "updatedDate", "dateAction", "dateDecision", "processingDateTime",
		"clientKey", "clientName", "clientSurname", "clientType", "bankAccountIban", "bankAccountCountry",
		"riskMessage", "processingResult", "reason", "note", "transactionType", "accountUsageType", "amount",
		"averageRisk", "riskThresholdAcceptAutoBelow", "riskThresholdRejectAutoAbove", "currencyCode",
		"hasActivePEPRecord", "hasActiveSanctionRecord", "hasActiveOtherRecord", "isApprovalNeeded", "isBanned",
		"status", "processingStatus", "source", "factors" })
final class ActionEvaluation {

	private final Evaluation evaluation;

	private ActionEvaluation(Evaluation evaluation) {
		this.evaluation = evaluation;
	}

	static ActionEvaluation of(Evaluation evaluation) {
		return new ActionEvaluation(evaluation);
	}

	static List<ActionEvaluation> of(List<Evaluation> evaluations) {
		return evaluations.stream().map(ActionEvaluation::of).toList();
	}

	@JsonProperty
	UUID id() {
		return evaluation.id().value();
	}

	@JsonProperty
	UUID tenantId() {
		return evaluation.tenantId().value();
	}

	@JsonProperty
	UUID createdUserId() {
		return evaluation.keeping().createdUserId();
	}

	@JsonProperty
	UUID updatedUserId() {
		return evaluation.keeping().updatedUserId();
	}

	@JsonProperty
	UUID clientId() {
		return evaluation.clientId().value();
	}

	@JsonProperty
	@Nullable UUID reconciliationGuid() {
		return evaluation.action().references().reconciliationGuid();
	}

	@JsonProperty
	@Nullable UUID internalAccountWithdrawalRequestId() {
		return evaluation.action().references().internalAccountWithdrawalRequestId();
	}

	@JsonProperty
	@Nullable UUID sepaDirectDebitExecutionId() {
		return evaluation.action().references().sepaDirectDebitExecutionId();
	}

	@JsonProperty
	@Nullable UUID internalAccountId() {
		return evaluation.action().references().internalAccountId();
	}

	@JsonProperty
	@Nullable UUID bankAccountId() {
		return evaluation.action().counterpart().bankAccountId();
	}

	@JsonProperty
	@Nullable UUID deciderUserId() {
		return evaluation.decision().deciderUserId();
	}

	@JsonProperty
	Instant createdDate() {
		return evaluation.keeping().createdDate();
	}

	@JsonProperty
	Instant updatedDate() {
		return evaluation.keeping().updatedDate();
	}

	@JsonProperty
	Instant dateAction() {
		return evaluation.action().dateAction();
	}

	@JsonProperty
	@Nullable Instant dateDecision() {
		return evaluation.decision().dateDecision();
	}

	@JsonProperty
	Instant processingDateTime() {
		return evaluation.processing().processingDateTime();
	}

	@JsonProperty
	String clientKey() {
		return evaluation.client().identity().clientKey();
	}

	@JsonProperty
	String clientName() {
		return evaluation.client().identity().clientName();
	}

	@JsonProperty
	@Nullable String clientSurname() {
		return evaluation.client().identity().clientSurname();
	}

	@JsonProperty
	String clientType() {
		return evaluation.client().identity().clientType();
	}

	@JsonProperty
	@Nullable String bankAccountIban() {
		return evaluation.action().counterpart().bankAccountIban();
	}

	@JsonProperty
	@Nullable String bankAccountCountry() {
		return evaluation.action().counterpart().bankAccountCountry();
	}

	@JsonProperty
	String riskMessage() {
		return evaluation.checks().riskMessage();
	}

	@JsonProperty
	String processingResult() {
		return evaluation.decision().processingResult();
	}

	@JsonProperty
	@Nullable String reason() {
		return evaluation.decision().reason();
	}

	@JsonProperty
	@Nullable String note() {
		return evaluation.decision().note();
	}

	@JsonProperty
	TransactionType transactionType() {
		return evaluation.action().transactionType();
	}

	@JsonProperty
	String accountUsageType() {
		return evaluation.action().accountUsageType();
	}

	@JsonProperty
	BigDecimal amount() {
		return evaluation.action().amount();
	}

	@JsonProperty
	BigDecimal averageRisk() {
		return evaluation.checks().averageRisk();
	}

	@JsonProperty
	BigDecimal riskThresholdAcceptAutoBelow() {
		return evaluation.checks().thresholds().acceptAutoBelow();
	}

	@JsonProperty
	BigDecimal riskThresholdRejectAutoAbove() {
		return evaluation.checks().thresholds().rejectAutoAbove();
	}

	@JsonProperty
	String currencyCode() {
		return evaluation.action().currencyCode();
	}

	@JsonProperty("hasActivePEPRecord")
	boolean hasActivePEPRecord() {
		return evaluation.client().activeRecords().pep();
	}

	@JsonProperty("hasActiveSanctionRecord")
	boolean hasActiveSanctionRecord() {
		return evaluation.client().activeRecords().sanction();
	}

	@JsonProperty("hasActiveOtherRecord")
	boolean hasActiveOtherRecord() {
		return evaluation.client().activeRecords().other();
	}

	@JsonProperty("isApprovalNeeded")
	boolean isApprovalNeeded() {
		return evaluation.checks().isApprovalNeeded();
	}

	@JsonProperty("isBanned")
	boolean isBanned() {
		return evaluation.checks().isBanned();
	}

	@JsonProperty
	EvaluationStatus status() {
		return evaluation.status();
	}

	@JsonProperty
	String processingStatus() {
		return evaluation.processing().processingStatus();
	}

	@JsonProperty
	String source() {
		return evaluation.processing().source();
	}

	@JsonProperty
	List<RiskFactor> factors() {
		return evaluation.factors();
	}
}
