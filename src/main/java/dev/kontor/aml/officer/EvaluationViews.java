package dev.kontor.aml.officer;

import java.util.List;

import dev.kontor.aml.EvaluationDetails;
import dev.kontor.aml.EvaluationDetails.ExplainedFactor;
import dev.kontor.aml.EvaluationDetails.KeptDecision;
import dev.kontor.aml.EvaluationSummary;
import dev.kontor.aml.NamedClient;
import dev.kontor.aml.evaluation.Evaluation;
import dev.kontor.aml.evaluation.EvaluationDecision;
import dev.kontor.aml.risk.ClientIdentity;

/** The officer's views of an evaluation record. */
final class EvaluationViews {

	private EvaluationViews() {
	}

	static EvaluationSummary summary(Evaluation e) {
		Evaluation.Action action = e.action();
		Evaluation.ClientFacts client = e.client();
		Evaluation.Checks checks = e.checks();
		Evaluation.Decision decision = e.decision();
		ClientIdentity identity = client.identity();
		return new EvaluationSummary(e.id().value(),
				new NamedClient(client.clientId().value(), identity.clientKey(), identity.clientName(),
						identity.clientSurname()),
				new EvaluationSummary.Action(action.transactionType().name(), action.amount(), action.currencyCode()),
				new EvaluationSummary.Risk(checks.averageRisk(), checks.thresholds().acceptAutoBelow(),
						checks.thresholds().rejectAutoAbove(), checks.isBanned()),
				new EvaluationSummary.Decision(decision.status().name(), decision.dateDecision(),
						decision.deciderUserId()),
				e.keeping().createdDate());
	}

	static EvaluationDetails details(Evaluation e, List<ExplainedFactor> factors,
			List<EvaluationDecision> decisions) {
		Evaluation.Counterpart counterpart = e.action().counterpart();
		return new EvaluationDetails(summary(e),
				new EvaluationDetails.Accounts(e.action().accountUsageType(), counterpart.bankAccountIban(),
						counterpart.bankAccountCountry()),
				e.checks().riskMessage(), e.keeping().createdUserId(),
				new EvaluationDetails.Remarks(e.decision().reason(), e.decision().note()), factors,
				decisions.stream().map(EvaluationViews::kept).toList());
	}

	private static KeptDecision kept(EvaluationDecision d) {
		return new KeptDecision(d.status().name(), d.source(), d.decidedBy(), d.decidedDate(), d.reason(), d.note());
	}
}
