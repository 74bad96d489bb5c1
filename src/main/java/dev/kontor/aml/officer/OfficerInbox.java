package dev.kontor.aml.officer;

import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

import dev.kontor.aml.EvaluationDetails;
import dev.kontor.aml.EvaluationId;
import dev.kontor.aml.EvaluationSummary;
import dev.kontor.aml.OfficerVerdict;
import dev.kontor.aml.evaluation.ActionEvaluations;
import dev.kontor.aml.evaluation.Evaluation;
import dev.kontor.aml.evaluation.EvaluationFilter;
import dev.kontor.aml.evaluation.EvaluationStatus;
import dev.kontor.aml.evaluation.Officer;
import dev.kontor.aml.evaluation.OfficerDecisions;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;

/**
 * The AML officer's evaluations: the waiting ones oldest first, one with its factors explained, the decided ones,
 * and the officer's decision, which goes through {@link OfficerDecisions} and so keeps its rules (four eyes, a
 * decision is final).
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class OfficerInbox {

	private final ActionEvaluations evaluations;

	private final OfficerDecisions decisions;

	private final FactorExplanations explanations;

	public List<EvaluationSummary> waiting(TenantId tenantId, PageRequest page) {
		return evaluations.list(tenantId, EvaluationFilter.ofStatus(EvaluationStatus.Waiting), page)
			.stream()
			.map(EvaluationViews::summary)
			.toList();
	}

	public List<EvaluationSummary> decided(TenantId tenantId, PageRequest page) {
		return evaluations.decided(tenantId, page).stream().map(EvaluationViews::summary).toList();
	}

	public EvaluationDetails details(TenantId tenantId, EvaluationId id) {
		return details(evaluations.get(tenantId, id));
	}

	/**
	 * Decides a waiting evaluation as the signed-in officer, through the OAuth client the officer signed in with.
	 * 409 ({@link Conflict}) when it was decided before, by someone else or automatically, even with the same
	 * status: the officer then learns who decided instead of seeing another's decision as their own.
	 */
	public EvaluationDetails decide(TenantId tenantId, Officer officer, EvaluationId id, OfficerVerdict verdict,
			@Nullable String reason, @Nullable String note) {
		DecisionRules.check(reason, note);
		EvaluationStatus status = verdict == OfficerVerdict.Approve ? EvaluationStatus.Approved
				: EvaluationStatus.Denied;
		Evaluation decided;
		try {
			decided = decisions.changeStatus(tenantId, officer, id, status, reason, note);
		}
		catch (Conflict alreadyDecided) {
			throw decidedFirst(tenantId, id, officer.userId());
		}
		if (!officer.userId().equals(decided.decision().deciderUserId()) || decided.decision().dateDecision() == null) {
			throw decidedFirst(tenantId, id, officer.userId());
		}
		return details(decided);
	}

	private Conflict decidedFirst(TenantId tenantId, EvaluationId id, UUID officerUserId) {
		return new Conflict(DecisionRules.decidedFirst(EvaluationViews.summary(evaluations.get(tenantId, id)),
				officerUserId));
	}

	private EvaluationDetails details(Evaluation evaluation) {
		return EvaluationViews.details(evaluation, explanations.of(evaluation),
				evaluations.decisionsOf(evaluation.tenantId(), evaluation.id()));
	}
}
