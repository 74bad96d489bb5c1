package dev.kontor.aml.officer;

import java.util.List;

import dev.kontor.aml.EvaluationDetails;
import dev.kontor.aml.EvaluationDetails.ExplainedFactor;
import dev.kontor.aml.EvaluationDetails.KeptDecision;
import dev.kontor.aml.EvaluationSummary;
import dev.kontor.aml.evaluation.ActionEvaluation;
import dev.kontor.aml.evaluation.EvaluationDecision;

/** The officer's views of an evaluation record. */
final class EvaluationViews {

	private EvaluationViews() {
	}

	static EvaluationSummary summary(ActionEvaluation e) {
		return new EvaluationSummary(e.id(), e.clientId(), e.clientKey(), e.clientName(), e.clientSurname(),
				e.transactionType().name(), e.amount(), e.currencyCode(), e.averageRisk(),
				e.riskThresholdAcceptAutoBelow(), e.riskThresholdRejectAutoAbove(), e.status().name(), e.isBanned(),
				e.createdDate(), e.dateDecision(), e.deciderUserId());
	}

	static EvaluationDetails details(ActionEvaluation e, List<ExplainedFactor> factors,
			List<EvaluationDecision> decisions) {
		return new EvaluationDetails(summary(e), e.accountUsageType(), e.bankAccountIban(), e.bankAccountCountry(),
				e.riskMessage(), e.createdUserId(), e.reason(), e.note(), factors,
				decisions.stream().map(EvaluationViews::kept).toList());
	}

	private static KeptDecision kept(EvaluationDecision d) {
		return new KeptDecision(d.status().name(), d.source(), d.decidedBy(), d.decidedDate(), d.reason(), d.note());
	}
}
