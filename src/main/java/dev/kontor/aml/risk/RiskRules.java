package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.parameters.ParameterFamily;

/**
 * The AML calculation of the contract (section 6): the factors the matching parameter records and active monitoring
 * records contribute for a customer or an action, and their average. A family with no matching record contributes
 * nothing.
 */
public final class RiskRules {

	/** Averages are kept to four decimals, as the records store them. */
	public static final int SCALE = 4;

	private RiskRules() {
	}

	public static List<RiskFactor> customerFactors(CustomerProfile customer, ParameterSet parameters,
			MonitoringDefaults defaults) {
		List<RiskFactor> factors = new ArrayList<>();
		if (customer.cashBalance() != null && customer.cashBalanceCurrency() != null) {
			add(parameters.matching(ParameterFamily.CustomerCashBalance,
					p -> p.containsAmount(customer.cashBalance(), customer.cashBalanceCurrency())), factors);
		}
		CustomerProfile.Traits traits = customer.traits();
		add(parameters.withCode(ParameterFamily.CustomerOccupationGroup, traits.occupationGroup()), factors);
		add(parameters.withCode(ParameterFamily.CustomerOriginCountry, traits.countryOfOrigin()), factors);
		add(parameters.withCode(ParameterFamily.CustomerResidencyCountry, traits.residencyCountry()), factors);
		add(parameters.withCode(ParameterFamily.CustomerReferenceAccountCountry,
				customer.reference().bankAccountCountry()), factors);
		add(parameters.withCode(ParameterFamily.CustomerSector, traits.sectorCode()), factors);
		add(parameters.withCode(ParameterFamily.CustomerAccountUsageType, traits.accountUsageType()), factors);
		for (MonitoringFamily family : MonitoringFamily.values()) {
			CustomerProfile.ActiveMonitoring record = customer.activeMonitoring().get(family);
			if (record != null) {
				factors.add(new RiskFactor(family.name() + "Record", record.recordId(), defaults.factorOf(family),
						record.banned()));
			}
		}
		return factors;
	}

	public static List<RiskFactor> transactionFactors(TransactionProfile action, ParameterSet parameters) {
		List<RiskFactor> factors = new ArrayList<>();
		Predicate<RiskParameter> sameUsage = p -> action.accountUsageType().equals(p.codes().accountUsageType());
		add(parameters.matching(ParameterFamily.IndividualTransactionAmount,
				sameUsage.and(p -> p.containsAmount(action.amount(), action.currencyCode()))), factors);
		add(parameters.withCode(ParameterFamily.IndividualTransactionOtherAccountCountry,
				action.counterpartCountry()), factors);
		add(parameters.matching(ParameterFamily.AggregateTransactionAmount,
				sameUsage.and(p -> p.containsAmount(action.aggregateAmount(), action.currencyCode()))), factors);
		add(parameters.matching(ParameterFamily.AggregateTransactionCount,
				sameUsage.and(p -> p.containsCount(action.aggregateCount()))), factors);
		return factors;
	}

	/** The arithmetic mean of the contributed factors, 0 when none contributed. */
	public static BigDecimal averageOf(List<RiskFactor> factors) {
		List<BigDecimal> values = factors.stream().map(RiskFactor::factor).filter(Objects::nonNull).toList();
		if (values.isEmpty()) {
			return BigDecimal.ZERO.setScale(SCALE);
		}
		BigDecimal sum = values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
		return sum.divide(BigDecimal.valueOf(values.size()), SCALE, RoundingMode.HALF_UP);
	}

	/** What the thresholds say of an action: approve, deny, or wait for the AML officer. */
	public enum Outcome {
		Approve, Wait, Deny
	}

	/**
	 * A ban denies whatever the average; otherwise an average at or below {@code acceptAutoBelow} approves, one above
	 * {@code rejectAutoAbove} denies, and anything between waits for the officer.
	 */
	public static Outcome outcome(BigDecimal average, boolean banned, BigDecimal acceptAutoBelow,
			BigDecimal rejectAutoAbove) {
		if (banned || average.compareTo(rejectAutoAbove) > 0) {
			return Outcome.Deny;
		}
		return average.compareTo(acceptAutoBelow) <= 0 ? Outcome.Approve : Outcome.Wait;
	}

	public static boolean isBanned(List<RiskFactor> factors) {
		return factors.stream().anyMatch(RiskFactor::banned);
	}

	private static void add(Optional<RiskParameter> match, List<RiskFactor> factors) {
		match.map(RiskParameter::asFactor).ifPresent(factors::add);
	}
}
