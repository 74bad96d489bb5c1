package dev.kontor.aml.evaluation;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.aml.AmlProperties;
import dev.kontor.aml.customers.AmlCustomers;
import dev.kontor.aml.risk.CustomerProfile;
import dev.kontor.aml.risk.ParameterSet;
import dev.kontor.aml.risk.RiskData;
import dev.kontor.aml.risk.TransactionProfile;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.aml.settings.TenantAmlSettings;
import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.bankaccounts.BankAccounts;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Gathers what an action is evaluated on: the tenant's settings and parameters, the customer (its row locked, so
 * that the actions of one customer take turns and each one's aggregates include the one before), the counterpart
 * bank account, and the client's totals over the aggregation window.
 */
@Component
@RequiredArgsConstructor
class EvaluationInputs {

	/** How far ahead of this platform's clock a caller's clock may be. */
	private static final Duration CLOCK_SKEW = Duration.ofMinutes(1);

	/** Everything the rules and the evaluation record need. */
	record Inputs(AmlSettings settings, CustomerProfile customer, @Nullable BankAccount counterpart,
			TransactionProfile action, ParameterSet parameters, Instant dateAction, Instant now) {
	}

	private final TenantAmlSettings settings;

	private final AmlCustomers customers;

	private final RiskData risk;

	private final BankAccounts bankAccounts;

	private final EvaluationStore store;

	private final AmlProperties properties;

	private final Clock clock;

	/**
	 * Must run in the evaluating transaction: it locks the customer until that ends. The time is taken once the lock
	 * is held, so that an action evaluated later is also dated later and counts the ones before it.
	 */
	Inputs gather(TenantId tenant, ActionToEvaluate request) {
		UUID tenantId = tenant.value();
		AmlSettings tenantSettings = settings.find(tenantId)
			.orElseThrow(() -> new RuleViolation("The tenant has no AML settings yet: PUT /api/v3/aml/settings"));
		if (!customers.lock(tenantId, request.clientId())) {
			throw new RuleViolation("clientId", "is not a client record of the tenant");
		}
		Instant now = Timestamps.now(clock);
		CustomerProfile customer = risk.profile(tenantId, request.clientId(), now)
			.orElseThrow(() -> new RuleViolation("clientId", "is not a client record of the tenant"));
		BankAccount counterpart = counterpartOf(tenantId, request.counterpart().bankAccountId());
		String usage = EvaluationRequestRules.usageOf(request, customer);
		Instant dateAction = request.dateAction() == null ? now : Timestamps.storable(request.dateAction().toInstant());
		checkDateAction(dateAction, now);
		EvaluationStore.Totals totals = store.totals(tenantId, request.clientId(), usage, request.currencyCode(),
				dateAction.minus(properties.aggregationWindow()), dateAction);
		String counterpartCountry = request.counterpart().bankAccountCountry() != null
				? request.counterpart().bankAccountCountry()
				: counterpart == null ? null : counterpart.details().alpha3CountryCode();
		TransactionProfile action = new TransactionProfile(request.amount(), request.currencyCode(), usage,
				counterpartCountry, totals.amount().add(request.amount()), totals.count() + 1);
		return new Inputs(tenantSettings, customer.withAccountUsageType(usage), counterpart, action,
				risk.activeParameters(tenantId), dateAction, now);
	}

	private void checkDateAction(Instant dateAction, Instant now) {
		if (dateAction.isBefore(now.minus(properties.dateActionMaxAge()))) {
			throw new InvalidInput("dateAction", "must lie within the last " + properties.dateActionMaxAge().toHours()
					+ " hours");
		}
		if (dateAction.isAfter(now.plus(CLOCK_SKEW))) {
			throw new InvalidInput("dateAction", "must not lie in the future");
		}
	}

	private @Nullable BankAccount counterpartOf(UUID tenantId, @Nullable UUID bankAccountId) {
		if (bankAccountId == null) {
			return null;
		}
		return bankAccounts.find(new TenantId(tenantId), new BankAccountId(bankAccountId))
			.orElseThrow(() -> new RuleViolation("bankAccountId", "is not a bank account of the tenant"));
	}
}
