package dev.kontor.aml.evaluation;

import dev.kontor.aml.ActionEvaluationDecided;

/** The domain event a decided evaluation publishes. */
final class DecisionEvents {

	private DecisionEvents() {
	}

	static ActionEvaluationDecided of(Evaluation evaluation) {
		Evaluation.References references = evaluation.action().references();
		return new ActionEvaluationDecided(evaluation.tenantId().value(), evaluation.id().value(),
				evaluation.clientId().value(), evaluation.action().transactionType().name(), evaluation.status().name(),
				references.internalAccountId(), references.internalAccountWithdrawalRequestId(),
				references.sepaDirectDebitExecutionId());
	}
}
