package dev.kontor.aml.demo;

import java.math.BigDecimal;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.evaluation.ActionEvaluations;
import dev.kontor.aml.evaluation.ActionToEvaluate;
import dev.kontor.aml.evaluation.Evaluation;
import dev.kontor.aml.evaluation.TransactionType;
import dev.kontor.aml.parameters.ParameterFamily;
import dev.kontor.aml.parameters.ParameterDraft;
import dev.kontor.aml.parameters.ParameterFields;
import dev.kontor.aml.parameters.ParameterManagement;
import dev.kontor.aml.settings.AmlPolicy;
import dev.kontor.aml.settings.AmlSettingsManagement;
import dev.kontor.aml.settings.DefaultRiskFactors;
import dev.kontor.aml.settings.RiskThresholds;
import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.Clients;
import dev.kontor.clients.OccupationGroup;
import dev.kontor.shared.DemoTenantCreated;
import dev.kontor.shared.TenantId;

/**
 * The {@code demo} profile's AML settings and a small parameter table, so that an evaluation can be tried at once:
 * a deposit of a German client is approved, one of 10,000 EUR or more waits for the officer; and one such deposit of
 * Erika Mustermann's, waiting in the officer's inbox from the start.
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoAmlData {

	private static final String WAITING_DEPOSITOR = "demo-erika-mustermann";

	private static final ParameterFields.AmountRange NO_AMOUNTS = new ParameterFields.AmountRange(null, null, null);

	private final AmlSettingsManagement settings;

	private final ParameterManagement parameters;

	private final ActionEvaluations evaluations;

	private final Clients clients;

	@EventListener
	void on(DemoTenantCreated created) {
		settings.save(created.tenantId(), Actor.platform(created.userId()),
				new AmlPolicy("aml-officer@demo.kontor.dev", new RiskThresholds(new BigDecimal("3"), new BigDecimal("7")),
						new DefaultRiskFactors(new BigDecimal("8"), new BigDecimal("9"), new BigDecimal("5")), null,
						null, false));
		country(created, ParameterFamily.CustomerOriginCountry, "DEU", "Germany", "EU countries", 2);
		country(created, ParameterFamily.CustomerOriginCountry, "FRA", "France", "EU countries", 2);
		country(created, ParameterFamily.CustomerOriginCountry, "USA", "United States",
				"Third countries outside the EU/SEPA", 4);
		country(created, ParameterFamily.CustomerReferenceAccountCountry, "DEU", "Germany", "EU countries", 1);
		country(created, ParameterFamily.IndividualTransactionOtherAccountCountry, "CHE", "Switzerland",
				"EFTA country", 3);
		create(created, ParameterFamily.CustomerOccupationGroup, input(2, OccupationGroup.Pensioner, null, null));
		create(created, ParameterFamily.CustomerAccountUsageType, input(2, null, AccountUsageType.Brokerage, null));
		create(created, ParameterFamily.IndividualTransactionAmount,
				input(9, null, AccountUsageType.Brokerage, new BigDecimal("10000")));
		depositWaitingForTheOfficer(created);
	}

	private void depositWaitingForTheOfficer(DemoTenantCreated created) {
		TenantId tenantId = new TenantId(created.tenantId());
		clients.idOfKey(tenantId, WAITING_DEPOSITOR)
			.ifPresent(client -> evaluations.evaluate(tenantId, created.userId(),
					new ActionToEvaluate(client.value(), TransactionType.Deposit, new BigDecimal("12500.00"), "EUR", null,
							null, new ActionToEvaluate.Counterpart(null, "DEU"),
							new Evaluation.References(null, null, null, null))));
	}

	private void country(DemoTenantCreated created, ParameterFamily family, String code, String name, String group,
			int riskFactor) {
		create(created, family, draft(riskFactor, NO_AMOUNTS,
				new ParameterFields.Codes(null, code, name, group, null, null)));
	}

	private void create(DemoTenantCreated created, ParameterFamily family, ParameterDraft input) {
		parameters.create(new TenantId(created.tenantId()), Actor.platform(created.userId()), family, input);
	}

	private static ParameterDraft input(int riskFactor, @Nullable OccupationGroup group,
			@Nullable AccountUsageType usage, @Nullable BigDecimal minAmount) {
		return draft(riskFactor,
				minAmount == null ? NO_AMOUNTS : new ParameterFields.AmountRange(minAmount, null, "EUR"),
				new ParameterFields.Codes(group, null, null, null, null, usage));
	}

	private static ParameterDraft draft(int riskFactor, ParameterFields.AmountRange amounts,
			ParameterFields.Codes codes) {
		return new ParameterDraft(true, riskFactor, false,
				new ParameterFields(amounts, new ParameterFields.CountRange(null, null), codes));
	}
}
