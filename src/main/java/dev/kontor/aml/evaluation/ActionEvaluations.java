package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.aml.EvaluationId;
import dev.kontor.aml.evaluation.EvaluationInputs.Inputs;
import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.risk.CustomerProfile;
import dev.kontor.aml.risk.MonitoringDefaults;
import dev.kontor.aml.risk.RiskFactor;
import dev.kontor.aml.risk.RiskRules;
import dev.kontor.aml.settings.RiskThresholds;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;

/**
 * Evaluates customer actions at once (contract section 6): approved, denied, or waiting for the AML officer, who is
 * notified. Every evaluation keeps the factors it was decided on.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class ActionEvaluations {

	private final EvaluationInputs inputs;

	private final EvaluationStore store;

	private final OfficerNotifications notifications;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	@Transactional
	public Evaluation evaluate(TenantId tenantId, UUID actorId, ActionToEvaluate request) {
		EvaluationRequestRules.check(request);
		Inputs in = inputs.gather(tenantId, request);
		List<RiskFactor> factors = new ArrayList<>(RiskRules.customerFactors(in.customer(), in.parameters(),
				MonitoringDefaults.of(in.settings())));
		factors.addAll(RiskRules.transactionFactors(in.action(), in.parameters()));
		Evaluation evaluation = decide(tenantId, actorId, request, in, factors);
		store.insert(evaluation);
		store.recordDecision(ids.next(), evaluation, actorId, "Automatic");
		if (evaluation.status() == EvaluationStatus.Waiting) {
			notifications.notifyOfficer(in.settings(), evaluation);
		}
		else {
			events.publishEvent(DecisionEvents.of(evaluation));
		}
		return evaluation;
	}

	public Evaluation get(TenantId tenantId, EvaluationId id) {
		return store.find(tenantId, id, false).orElseThrow(() -> new NotFound("No action evaluation with this id"));
	}

	public List<Evaluation> list(TenantId tenantId, EvaluationFilter filter, PageRequest page) {
		if (filter.dateBegin() != null && filter.dateEnd() != null && !filter.dateBegin().isBefore(filter.dateEnd())) {
			throw new InvalidInput("dateEnd", "must be after dateBegin");
		}
		return store.list(tenantId, filter, page);
	}

	/** The decided evaluations, the latest decision first. */
	public List<Evaluation> decided(TenantId tenantId, PageRequest page) {
		return store.decided(tenantId, page);
	}

	/** Every decision kept of the evaluation, the automatic one first; 404 for an evaluation of another tenant. */
	public List<EvaluationDecision> decisionsOf(TenantId tenantId, EvaluationId id) {
		get(tenantId, id);
		return store.decisions(tenantId, id);
	}

	private Evaluation decide(TenantId tenantId, UUID actorId, ActionToEvaluate request, Inputs in,
			List<RiskFactor> factors) {
		Instant now = in.now();
		RiskThresholds thresholds = in.settings().policy().thresholds();
		CustomerProfile customer = in.customer();
		BigDecimal average = RiskRules.averageOf(factors);
		boolean banned = RiskRules.isBanned(factors);
		RiskRules.Outcome outcome = RiskRules.outcome(average, banned, thresholds.riskThresholdAcceptAutoBelow(),
				thresholds.riskThresholdRejectAutoAbove());
		EvaluationStatus status = switch (outcome) {
			case Approve -> EvaluationStatus.Approved;
			case Wait -> EvaluationStatus.Waiting;
			case Deny -> EvaluationStatus.Denied;
		};
		Evaluation.Action action = new Evaluation.Action(request.transactionType(), in.action().accountUsageType(),
				request.amount(), request.currencyCode(), in.dateAction(),
				request.references(),
				new Evaluation.Counterpart(request.counterpart().bankAccountId(),
						in.counterpart() == null ? null : in.counterpart().details().iban(),
						in.action().counterpartCountry()));
		Evaluation.Checks checks = new Evaluation.Checks(factors, average,
				new Evaluation.Thresholds(thresholds.riskThresholdAcceptAutoBelow(),
						thresholds.riskThresholdRejectAutoAbove()),
				RiskMessages.of(outcome, average, banned, factors.size(), thresholds), outcome == RiskRules.Outcome.Wait,
				banned);
		Evaluation.Decision decision = new Evaluation.Decision(status, processingResult(outcome, banned), null,
				status.isDecided() ? now : null, null, null);
		return new Evaluation(new EvaluationId(ids.next()), tenantId, action, clientFacts(customer),
				checks, decision, new Evaluation.Processing(now, "Processed", "Api"),
				ChangeTrail.startedBy(actorId, now));
	}

	private static Evaluation.ClientFacts clientFacts(CustomerProfile customer) {
		return new Evaluation.ClientFacts(new ClientId(customer.clientId()), customer.identity(),
				new Evaluation.ActiveRecords(customer.hasActiveMonitoring(MonitoringFamily.Pep),
						customer.hasActiveMonitoring(MonitoringFamily.Sanction),
						customer.hasActiveMonitoring(MonitoringFamily.Other)));
	}

	private static String processingResult(RiskRules.Outcome outcome, boolean banned) {
		if (banned) {
			return "Banned";
		}
		return switch (outcome) {
			case Approve -> "AutoApproved";
			case Wait -> "ApprovalNeeded";
			case Deny -> "AutoDenied";
		};
	}
}
