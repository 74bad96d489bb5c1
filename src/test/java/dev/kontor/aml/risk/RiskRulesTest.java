package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.parameters.ParameterFamily;
import dev.kontor.aml.parameters.ParameterFields.AmountRange;
import dev.kontor.aml.parameters.ParameterFields.CountRange;
import dev.kontor.aml.risk.CustomerProfile.ActiveMonitoring;
import dev.kontor.aml.risk.RiskRules.Outcome;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class RiskRulesTest {

	private static final MonitoringDefaults DEFAULTS = new MonitoringDefaults(Map.of(MonitoringFamily.Pep,
			new BigDecimal("8"), MonitoringFamily.Sanction, new BigDecimal("9"), MonitoringFamily.Other,
			new BigDecimal("5")));

	@Test
	void matchesEachCustomerFamilyByItsOwnField() {
		ParameterSet parameters = ParameterSet.of(List.of(cashBalance(0, 1000, "EUR", 2),
				code(ParameterFamily.CustomerOccupationGroup, 3), code(ParameterFamily.CustomerOriginCountry, 4),
				code(ParameterFamily.CustomerResidencyCountry, 5),
				code(ParameterFamily.CustomerReferenceAccountCountry, 6), code(ParameterFamily.CustomerSector, 7),
				code(ParameterFamily.CustomerAccountUsageType, 8)));
		CustomerProfile customer = customer("DEU", "FRA", "Pensioner", "K64", "Brokerage", "AUT", "500", "EUR",
				Map.of());

		List<RiskFactor> factors = RiskRules.customerFactors(customer, parameters, DEFAULTS);

		assertThat(factors).extracting(RiskFactor::source)
			.containsExactly("CustomerCashBalance", "CustomerOccupationGroup", "CustomerOriginCountry",
					"CustomerResidencyCountry", "CustomerReferenceAccountCountry", "CustomerSector",
					"CustomerAccountUsageType");
		assertThat(factors).extracting(f -> f.factor().intValue()).containsExactly(2, 3, 4, 5, 6, 7, 8);
		assertThat(RiskRules.averageOf(factors)).isEqualByComparingTo("5");
	}

	@Test
	void aFamilyWithoutMatchingRecordContributesNothing() {
		ParameterSet parameters = ParameterSet.of(List.of(code(ParameterFamily.CustomerOriginCountry, 9)));
		CustomerProfile customer = customer("FRA", null, null, null, null, null, null, null, Map.of());

		assertThat(RiskRules.customerFactors(customer, parameters, DEFAULTS)).isEmpty();
		assertThat(RiskRules.averageOf(List.of())).isEqualByComparingTo("0");
	}

	@ParameterizedTest
	@CsvSource({ "999.9999, EUR, true", "1000, EUR, false", "0, EUR, true", "-0.01, EUR, false", "500, USD, false" })
	void cashBalanceRangeIsHalfOpenAndOfItsCurrency(String balance, String currency, boolean matches) {
		ParameterSet parameters = ParameterSet.of(List.of(cashBalance(0, 1000, "EUR", 2)));
		CustomerProfile customer = customer(null, null, null, null, null, null, balance, currency, Map.of());

		assertThat(RiskRules.customerFactors(customer, parameters, DEFAULTS)).hasSize(matches ? 1 : 0);
	}

	@Test
	void openEndedRangeHasNoMaximum() {
		ParameterSet parameters = ParameterSet.of(List.of(cashBalance(1000, null, "EUR", 6)));
		CustomerProfile customer = customer(null, null, null, null, null, null, "999999999", "EUR", Map.of());

		assertThat(RiskRules.customerFactors(customer, parameters, DEFAULTS)).extracting(RiskFactor::factor)
			.containsExactly(new BigDecimal("6"));
	}

	@Test
	void activeMonitoringRecordsContributeTheTenantDefaults() {
		UUID pep = UUID.randomUUID();
		UUID other = UUID.randomUUID();
		CustomerProfile customer = customer(null, null, null, null, null, null, null, null,
				Map.of(MonitoringFamily.Pep, new ActiveMonitoring(pep, false), MonitoringFamily.Other,
						new ActiveMonitoring(other, false)));

		List<RiskFactor> factors = RiskRules.customerFactors(customer, ParameterSet.of(List.of()), DEFAULTS);

		assertThat(factors).extracting(RiskFactor::source, RiskFactor::recordId)
			.containsExactly(tuple("PepRecord", pep),
					tuple("OtherRecord", other));
		assertThat(RiskRules.averageOf(factors)).isEqualByComparingTo("6.5");
		assertThat(RiskRules.isBanned(factors)).isFalse();
	}

	@Test
	void withoutTenantSettingsAMonitoringRecordStillBansButAddsNoFactor() {
		CustomerProfile customer = customer(null, null, null, "K64", null, null, null, null,
				Map.of(MonitoringFamily.Sanction, new ActiveMonitoring(UUID.randomUUID(), true)));
		ParameterSet parameters = ParameterSet.of(List.of(code(ParameterFamily.CustomerSector, 2)));

		List<RiskFactor> factors = RiskRules.customerFactors(customer, parameters, MonitoringDefaults.NONE);

		assertThat(RiskRules.isBanned(factors)).isTrue();
		assertThat(RiskRules.averageOf(factors)).isEqualByComparingTo("2");
	}

	@Test
	void aBannedParameterBansWhateverItsFactor() {
		RiskParameter banned = new RiskParameter(UUID.randomUUID(), ParameterFamily.CustomerOriginCountry, 1, true,
				NO_AMOUNTS, NO_COUNTS, new RiskParameter.Codes(null, "PRK", null, null));
		List<RiskFactor> factors = RiskRules.customerFactors(
				customer("PRK", null, null, null, null, null, null, null, Map.of()), ParameterSet.of(List.of(banned)),
				DEFAULTS);

		assertThat(RiskRules.isBanned(factors)).isTrue();
		assertThat(RiskRules.outcome(RiskRules.averageOf(factors), true, BigDecimal.TEN, BigDecimal.TEN))
			.isEqualTo(Outcome.Deny);
	}

	@Test
	void matchesEachTransactionFamily() {
		ParameterSet parameters = ParameterSet.of(List.of(
				amount(ParameterFamily.IndividualTransactionAmount, "Brokerage", 0, 10_000, 3),
				code(ParameterFamily.IndividualTransactionOtherAccountCountry, 7),
				amount(ParameterFamily.AggregateTransactionAmount, "Brokerage", 10_000, null, 9),
				count("Brokerage", 5, 10, 4)));
		TransactionProfile action = new TransactionProfile(new BigDecimal("2500"), "EUR", "Brokerage", "AUT",
				new BigDecimal("12500"), 5);

		List<RiskFactor> factors = RiskRules.transactionFactors(action, parameters);

		assertThat(factors).extracting(RiskFactor::source)
			.containsExactly("IndividualTransactionAmount", "IndividualTransactionOtherAccountCountry",
					"AggregateTransactionAmount", "AggregateTransactionCount");
		assertThat(RiskRules.averageOf(factors)).isEqualByComparingTo("5.75");
	}

	@Test
	void transactionFamiliesMatchOnlyTheirUsageType() {
		ParameterSet parameters = ParameterSet.of(List.of(
				amount(ParameterFamily.IndividualTransactionAmount, "PortfolioManagement", 0, null, 3),
				count("PortfolioManagement", 0, null, 4)));
		TransactionProfile action = new TransactionProfile(BigDecimal.TEN, "EUR", "Brokerage", null, BigDecimal.TEN,
				1);

		assertThat(RiskRules.transactionFactors(action, parameters)).isEmpty();
	}

	@ParameterizedTest
	@CsvSource({ "4, false", "5, true", "9, true", "10, false" })
	void aggregateCountRangeIsHalfOpen(long count, boolean matches) {
		ParameterSet parameters = ParameterSet.of(List.of(count("Brokerage", 5, 10, 4)));
		TransactionProfile action = new TransactionProfile(BigDecimal.ONE, "EUR", "Brokerage", null, BigDecimal.ONE,
				count);

		assertThat(RiskRules.transactionFactors(action, parameters)).hasSize(matches ? 1 : 0);
	}

	@ParameterizedTest
	@MethodSource("thresholdEdges")
	void thresholdsDecideAtTheirEdges(String average, Outcome expected) {
		assertThat(RiskRules.outcome(new BigDecimal(average), false, new BigDecimal("3"), new BigDecimal("7")))
			.isEqualTo(expected);
	}

	static Stream<Arguments> thresholdEdges() {
		return Stream.of(Arguments.of("0", Outcome.Approve), Arguments.of("3", Outcome.Approve),
				Arguments.of("3.0001", Outcome.Wait), Arguments.of("7", Outcome.Wait),
				Arguments.of("7.0001", Outcome.Deny), Arguments.of("100", Outcome.Deny));
	}

	@Test
	void equalThresholdsLeaveNothingWaiting() {
		assertThat(RiskRules.outcome(new BigDecimal("5"), false, new BigDecimal("5"), new BigDecimal("5")))
			.isEqualTo(Outcome.Approve);
		assertThat(RiskRules.outcome(new BigDecimal("5.0001"), false, new BigDecimal("5"), new BigDecimal("5")))
			.isEqualTo(Outcome.Deny);
	}

	@Test
	void averageIsRoundedHalfUpToFourDecimals() {
		List<RiskFactor> factors = List.of(factor(1), factor(1), factor(2));

		assertThat(RiskRules.averageOf(factors)).isEqualTo(new BigDecimal("1.3333"));
		assertThat(RiskRules.averageOf(List.of(factor(1), factor(2), factor(2)))).isEqualTo(new BigDecimal("1.6667"));
	}

	@Test
	void theHigherFactorCountsWhenTwoRecordsOfAFamilyMatch() {
		ParameterSet parameters = ParameterSet.of(List.of(cashBalance(0, 1000, "EUR", 2),
				cashBalance(500, 2000, "EUR", 6)));
		CustomerProfile customer = customer(null, null, null, null, null, null, "700", "EUR", Map.of());

		assertThat(RiskRules.customerFactors(customer, parameters, DEFAULTS)).extracting(RiskFactor::factor)
			.containsExactly(new BigDecimal("6"));
	}

	private static final AmountRange NO_AMOUNTS = new AmountRange(null, null, null);

	private static final CountRange NO_COUNTS = new CountRange(null, null);

	private static final RiskParameter.Codes NO_CODES = new RiskParameter.Codes(null, null, null, null);

	private static RiskFactor factor(int value) {
		return new RiskFactor("Test", null, BigDecimal.valueOf(value), false);
	}

	private static RiskParameter cashBalance(long min, Integer max, String currency, int factor) {
		return new RiskParameter(UUID.randomUUID(), ParameterFamily.CustomerCashBalance, factor, false,
				new AmountRange(BigDecimal.valueOf(min), max == null ? null : BigDecimal.valueOf(max), currency),
				NO_COUNTS, NO_CODES);
	}

	private static RiskParameter amount(ParameterFamily family, String usage, long min, Integer max, int factor) {
		return new RiskParameter(UUID.randomUUID(), family, factor, false,
				new AmountRange(BigDecimal.valueOf(min), max == null ? null : BigDecimal.valueOf(max), "EUR"),
				NO_COUNTS, new RiskParameter.Codes(null, null, null, usage));
	}

	private static RiskParameter count(String usage, int min, Integer max, int factor) {
		return new RiskParameter(UUID.randomUUID(), ParameterFamily.AggregateTransactionCount, factor, false,
				NO_AMOUNTS, new CountRange(min, max), new RiskParameter.Codes(null, null, null, usage));
	}

	/** A record of a code family whose code is the one {@link #customer} gives that family. */
	private static RiskParameter code(ParameterFamily family, int factor) {
		return switch (family) {
			case CustomerOccupationGroup -> new RiskParameter(UUID.randomUUID(), family, factor, false, NO_AMOUNTS,
					NO_COUNTS, new RiskParameter.Codes("Pensioner", null, null, null));
			case CustomerOriginCountry -> country(family, "DEU", factor);
			case CustomerResidencyCountry -> country(family, "FRA", factor);
			case CustomerReferenceAccountCountry, IndividualTransactionOtherAccountCountry ->
				country(family, "AUT", factor);
			case CustomerSector -> new RiskParameter(UUID.randomUUID(), family, factor, false, NO_AMOUNTS, NO_COUNTS,
					new RiskParameter.Codes(null, null, "K64", null));
			case CustomerAccountUsageType -> new RiskParameter(UUID.randomUUID(), family, factor, false, NO_AMOUNTS,
					NO_COUNTS, new RiskParameter.Codes(null, null, null, "Brokerage"));
			default -> throw new IllegalArgumentException(family.name());
		};
	}

	private static RiskParameter country(ParameterFamily family, String country, int factor) {
		return new RiskParameter(UUID.randomUUID(), family, factor, false, NO_AMOUNTS, NO_COUNTS,
				new RiskParameter.Codes(null, country, null, null));
	}

	private static CustomerProfile customer(String origin, String residency, String occupation, String sector,
			String usage, String referenceCountry, String balance, String currency,
			Map<MonitoringFamily, ActiveMonitoring> monitoring) {
		return new CustomerProfile(UUID.randomUUID(), UUID.randomUUID(),
				new ClientIdentity("K-1", "Erika", "Muster", "Retail"),
				new CustomerProfile.Traits(origin, residency, occupation, sector, usage),
				new CustomerProfile.ReferenceAccounts(null, null, referenceCountry, null),
				balance == null ? null : new BigDecimal(balance), currency, monitoring);
	}
}
