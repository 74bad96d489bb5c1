package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.aml.AmlProperties;
import dev.kontor.aml.customers.AmlCustomers;
import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.risk.CustomerProfile;
import dev.kontor.aml.risk.MonitoringDefaults;
import dev.kontor.aml.risk.ParameterSet;
import dev.kontor.aml.risk.RiskData;
import dev.kontor.aml.risk.RiskFactor;
import dev.kontor.aml.risk.RiskRules;
import dev.kontor.aml.risk.TransactionProfile;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.aml.settings.TenantAmlSettings;
import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccounts;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * Evaluates customer actions at once (contract section 6): approved, denied, or waiting for the AML officer, who is
 * notified. The customer's row is locked while an action is evaluated, so that two actions of one customer take
 * turns and the second one's aggregates include the first.
 */
@Service
public class ActionEvaluations {

	private final EvaluationStore store;

	private final RiskData risk;

	private final AmlCustomers customers;

	private final Context context;

	/** What an evaluation reads besides the AML module's own data. */
	record Context(TenantAmlSettings settings, BankAccounts bankAccounts, OfficerNotifications notifications,
			ApplicationEventPublisher events, AmlProperties properties, Ids ids, Clock clock) {
	}

	ActionEvaluations(EvaluationStore store, RiskData risk, AmlCustomers customers, TenantAmlSettings settings,
			BankAccounts bankAccounts, OfficerNotifications notifications, ApplicationEventPublisher events,
			AmlProperties properties, Ids ids, Clock clock) {
		this.store = store;
		this.risk = risk;
		this.customers = customers;
		this.context = new Context(settings, bankAccounts, notifications, events, properties, ids, clock);
	}

	@Transactional
	public ActionEvaluation evaluate(UUID tenantId, UUID actorId, NewActionEvaluation request) {
		EvaluationRequestRules.check(request);
		AmlSettings settings = context.settings().find(tenantId)
			.orElseThrow(() -> new RuleViolation("The tenant has no AML settings yet: PUT /api/v3/aml/settings"));
		if (!customers.lock(tenantId, request.clientId())) {
			throw new RuleViolation("clientId", "is not a client record of the tenant");
		}
		Instant now = Timestamps.now(context.clock());
		CustomerProfile customer = risk.profile(tenantId, request.clientId(), now)
			.orElseThrow(() -> new RuleViolation("clientId", "is not a client record of the tenant"));
		BankAccount counterpart = counterpartOf(tenantId, request.bankAccountId());
		String usage = EvaluationRequestRules.usageOf(request, customer);
		Instant dateAction = request.dateAction() == null ? now : Timestamps.storable(request.dateAction().toInstant());
		EvaluationStore.Totals totals = store.totals(tenantId, request.clientId(), usage, request.currencyCode(),
				dateAction.minus(context.properties().aggregationWindow()), dateAction);
		String counterpartCountry = request.bankAccountCountry() != null ? request.bankAccountCountry()
				: counterpart == null ? null : counterpart.alpha3CountryCode();
		TransactionProfile action = new TransactionProfile(request.amount(), request.currencyCode(), usage,
				counterpartCountry, totals.amount().add(request.amount()), totals.count() + 1);
		ParameterSet parameters = risk.activeParameters(tenantId);
		List<RiskFactor> factors = new ArrayList<>(RiskRules.customerFactors(customer.withAccountUsageType(usage),
				parameters, MonitoringDefaults.of(settings)));
		factors.addAll(RiskRules.transactionFactors(action, parameters));
		ActionEvaluation evaluation = decide(tenantId, actorId, request, customer, counterpart, action, factors,
				settings, dateAction, now);
		store.insert(evaluation);
		store.recordDecision(context.ids().next(), evaluation, actorId, "Automatic");
		if (evaluation.status() == EvaluationStatus.Waiting) {
			context.notifications().notifyOfficer(settings, evaluation);
		}
		else {
			context.events().publishEvent(DecisionEvents.of(evaluation));
		}
		return evaluation;
	}

	public ActionEvaluation get(UUID tenantId, UUID id) {
		return store.find(tenantId, id, false).orElseThrow(() -> new NotFound("No action evaluation with this id"));
	}

	public List<ActionEvaluation> list(UUID tenantId, EvaluationFilter filter, PageRequest page) {
		if (filter.dateBegin() != null && filter.dateEnd() != null && !filter.dateBegin().isBefore(filter.dateEnd())) {
			throw new dev.kontor.shared.InvalidInput("dateEnd", "must be after dateBegin");
		}
		return store.list(tenantId, filter, page);
	}

	private @Nullable BankAccount counterpartOf(UUID tenantId, @Nullable UUID bankAccountId) {
		if (bankAccountId == null) {
			return null;
		}
		return context.bankAccounts().find(tenantId, bankAccountId)
			.orElseThrow(() -> new RuleViolation("bankAccountId", "is not a bank account of the tenant"));
	}

	private ActionEvaluation decide(UUID tenantId, UUID actorId, NewActionEvaluation request,
			CustomerProfile customer, @Nullable BankAccount counterpart, TransactionProfile action,
			List<RiskFactor> factors, AmlSettings settings, Instant dateAction, Instant now) {
		BigDecimal average = RiskRules.averageOf(factors);
		boolean banned = RiskRules.isBanned(factors);
		RiskRules.Outcome outcome = RiskRules.outcome(average, banned, settings.riskThresholdAcceptAutoBelow(),
				settings.riskThresholdRejectAutoAbove());
		EvaluationStatus status = switch (outcome) {
			case Approve -> EvaluationStatus.Approved;
			case Wait -> EvaluationStatus.Waiting;
			case Deny -> EvaluationStatus.Denied;
		};
		return new ActionEvaluation(context.ids().next(), tenantId, actorId, actorId, customer.clientId(),
				request.reconciliationGuid(), request.internalAccountWithdrawalRequestId(),
				request.sepaDirectDebitExecutionId(), request.internalAccountId(), request.bankAccountId(), null, now,
				now, dateAction, status.isDecided() ? now : null, now, customer.clientKey(), customer.name(),
				customer.surname(), customer.clientType(), counterpart == null ? null : counterpart.iban(),
				action.counterpartCountry(), RiskMessages.of(outcome, average, banned, factors.size(), settings),
				processingResult(outcome, banned), null, null, request.transactionType(), action.accountUsageType(),
				request.amount(), average, settings.riskThresholdAcceptAutoBelow(),
				settings.riskThresholdRejectAutoAbove(), request.currencyCode(),
				customer.hasActiveMonitoring(MonitoringFamily.Pep),
				customer.hasActiveMonitoring(MonitoringFamily.Sanction),
				customer.hasActiveMonitoring(MonitoringFamily.Other), outcome == RiskRules.Outcome.Wait, banned,
				status, "Processed", "Api", factors);
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
