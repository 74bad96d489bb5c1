package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.EvaluationId;
import dev.kontor.aml.risk.ClientIdentity;
import dev.kontor.aml.risk.RiskFactor;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.TenantId;

/**
 * An action risk evaluation in its parts: the action asked about, the client's facts it was taken on, the checks and
 * what they came to, the decision, how it was processed, and the record's own keeping. The document's flat
 * {@code ActionEvaluation} is written from it at the web edge.
 */
public record Evaluation(EvaluationId id, TenantId tenantId, Action action, ClientFacts client, Checks checks,
		Decision decision, Processing processing, ChangeTrail keeping) {

	/** The deposit or withdrawal asked about, and the accounts and requests it belongs to. */
	public record Action(TransactionType transactionType, String accountUsageType, BigDecimal amount,
			String currencyCode, Instant dateAction, References references, Counterpart counterpart) {

		/** Amounts are kept in their plain form, the same whether just asked about or read back. */
		public Action {
			amount = Decimals.plain(amount);
		}
	}

	/** The platform's records the action belongs to, as the caller named them. */
	public record References(@Nullable UUID reconciliationGuid, @Nullable UUID internalAccountWithdrawalRequestId,
			@Nullable UUID sepaDirectDebitExecutionId, @Nullable UUID internalAccountId) {
	}

	/** The bank account on the other side of the action, when one was named, and its country. */
	public record Counterpart(@Nullable UUID bankAccountId, @Nullable String bankAccountIban,
			@Nullable String bankAccountCountry) {
	}

	/** The client as the evaluation saw it: who it is and which monitoring records it had active. */
	public record ClientFacts(ClientId clientId, ClientIdentity identity, ActiveRecords activeRecords) {
	}

	/** Whether the client had an active PEP, sanction or other monitoring record. */
	public record ActiveRecords(boolean pep, boolean sanction, boolean other) {
	}

	/** The factors the rules found, their average against the tenant's thresholds, and what that came to. */
	public record Checks(List<RiskFactor> factors, BigDecimal averageRisk, Thresholds thresholds, String riskMessage,
			boolean isApprovalNeeded, boolean isBanned) {

		/** Numbers are kept in their plain form, the same whether just calculated or read back. */
		public Checks {
			factors = List.copyOf(factors);
			averageRisk = Decimals.plain(averageRisk);
		}
	}

	/** The tenant's thresholds the average risk was held against. */
	public record Thresholds(BigDecimal acceptAutoBelow, BigDecimal rejectAutoAbove) {

		public Thresholds {
			acceptAutoBelow = Decimals.plain(acceptAutoBelow);
			rejectAutoAbove = Decimals.plain(rejectAutoAbove);
		}
	}

	/** Where the evaluation stands: its status, who decided it and when, and the reason and note given. */
	public record Decision(EvaluationStatus status, String processingResult, @Nullable UUID deciderUserId,
			@Nullable Instant dateDecision, @Nullable String reason, @Nullable String note) {

		Decision annotated(@Nullable String newReason, @Nullable String newNote) {
			return new Decision(status, processingResult, deciderUserId, dateDecision, newReason, newNote);
		}
	}

	/** When and how the platform processed the request, and through which channel it came. */
	public record Processing(Instant processingDateTime, String processingStatus, String source) {
	}

	public ClientId clientId() {
		return client.clientId();
	}

	public EvaluationStatus status() {
		return decision.status();
	}

	public List<RiskFactor> factors() {
		return checks.factors();
	}

	Evaluation decided(EvaluationStatus newStatus, UUID decider, Instant at, @Nullable String newReason,
			@Nullable String newNote) {
		Decision officers = new Decision(newStatus, "Officer" + newStatus, decider, at, newReason, newNote);
		return new Evaluation(id, tenantId, action, client, checks, officers, processing, keeping.changedBy(decider, at));
	}

	Evaluation annotated(UUID actor, Instant at, @Nullable String newReason, @Nullable String newNote) {
		return new Evaluation(id, tenantId, action, client, checks, decision.annotated(newReason, newNote), processing,
				keeping.changedBy(actor, at));
	}
}
