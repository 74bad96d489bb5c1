package dev.kontor.aml.evaluation;

import dev.kontor.aml.ActionEvaluationDecided;

/** The domain event a decided evaluation publishes. */
final class DecisionEvents {

	private DecisionEvents() {
	}

	static ActionEvaluationDecided of(ActionEvaluation evaluation) {
		return new ActionEvaluationDecided(evaluation.tenantId(), evaluation.id(), evaluation.clientId(),
				evaluation.transactionType().name(), evaluation.status().name(), evaluation.internalAccountId(),
				evaluation.internalAccountWithdrawalRequestId(), evaluation.sepaDirectDebitExecutionId());
	}
}
