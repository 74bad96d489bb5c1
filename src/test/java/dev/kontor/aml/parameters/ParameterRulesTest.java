package dev.kontor.aml.parameters;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import dev.kontor.clients.AccountUsageType;

import static dev.kontor.aml.parameters.ParameterFamily.AggregateTransactionAmount;
import static dev.kontor.aml.parameters.ParameterFamily.AggregateTransactionCount;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerCashBalance;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerSector;
import static org.assertj.core.api.Assertions.assertThat;

/** The body rules of each family, without Spring. */
class ParameterRulesTest {

	@ParameterizedTest
	@EnumSource(ParameterFamily.class)
	void anEmptyBodyNamesTheCommonAndTheFamilysRequiredFields(ParameterFamily family) {
		Map<String, List<String>> problems = ParameterRules.problemsOf(family, input(null, null, null, null, null,
				null, null));

		List<String> required = ParameterBodies.ownFields(family)
			.stream()
			.filter(field -> !field.startsWith("max") && !field.equals("currencyCode"))
			.toList();
		assertThat(problems.keySet()).contains("isActive", "riskFactor").containsAll(required);
		assertThat(problems.keySet()).hasSize(2 + required.size());
	}

	@Test
	void riskFactorRunsFromOneToAHundred() {
		assertThat(riskFactorProblems(0)).isNotNull();
		assertThat(riskFactorProblems(1)).isNull();
		assertThat(riskFactorProblems(100)).isNull();
		assertThat(riskFactorProblems(101)).isNotNull();
		assertThat(riskFactorProblems(Integer.MIN_VALUE)).isNotNull();
	}

	@Test
	void amountsFitNumeric19Comma4() {
		assertThat(cashProblems("999999999999999.9999", null)).isEmpty();
		assertThat(cashProblems("1000.10000", null)).as("trailing zeros are no precision").isEmpty();
		assertThat(cashProblems("1E+3", null)).isEmpty();
		assertThat(cashProblems("1000000000000000", null)).containsOnlyKeys("minAmount");
		assertThat(cashProblems("0.00001", null)).containsOnlyKeys("minAmount");
		assertThat(cashProblems("-0.0001", null)).containsOnlyKeys("minAmount");
	}

	@Test
	void theMinimumMustLieBelowTheMaximum() {
		assertThat(cashProblems("0", "0.0001")).isEmpty();
		assertThat(cashProblems("10", "10.00")).containsOnlyKeys("minAmount");
		assertThat(cashProblems("11", "10")).containsOnlyKeys("minAmount");
		assertThat(ParameterRules.problemsOf(AggregateTransactionCount,
				input(5, 5, AccountUsageType.Brokerage, null, null, null, null))).containsOnlyKeys("minCount");
	}

	@Test
	void acceptedFieldsDefaultTheCurrencyAndNormaliseAmounts() {
		ParameterDraft body = input(null, null, AccountUsageType.Brokerage, "100.500", "2000.0000", null, null);

		ParameterFields accepted = ParameterRules.acceptedFields(AggregateTransactionAmount, body);

		assertThat(accepted.amounts().currencyCode()).isEqualTo("EUR");
		assertThat(accepted.amounts().minAmount()).isEqualTo(new BigDecimal("100.5"));
		assertThat(accepted.amounts().maxAmount()).isEqualTo(new BigDecimal("2000"));
		assertThat(accepted.codes().accountUsageType()).isEqualTo(AccountUsageType.Brokerage);
	}

	@Test
	void sectorCodesMustNotBeBlankNorLongerThanFifty() {
		assertThat(sectorProblems("K")).isEmpty();
		assertThat(sectorProblems("s".repeat(50))).isEmpty();
		assertThat(sectorProblems("s".repeat(51))).containsOnlyKeys("sectorCode");
		assertThat(sectorProblems("  ")).containsOnlyKeys("sectorCode");
	}

	private static List<String> riskFactorProblems(int riskFactor) {
		ParameterInput body = new ParameterInput(true, riskFactor, null, null, null, null, null, null, null, null, null,
				null, "K64", null);
		return ParameterRules.problemsOf(CustomerSector, body.draft()).get("riskFactor");
	}

	private static Map<String, List<String>> cashProblems(String min, String max) {
		return ParameterRules.problemsOf(CustomerCashBalance, input(null, null, null, min, max, null, null));
	}

	private static Map<String, List<String>> sectorProblems(String sectorCode) {
		ParameterInput body = new ParameterInput(true, 1, null, null, null, null, null, null, null, null, null, null,
				sectorCode, null);
		return ParameterRules.problemsOf(CustomerSector, body.draft());
	}

	/** An active body with risk factor 1 and the given range fields, or an empty body when all are null. */
	private static ParameterDraft input(Integer minCount, Integer maxCount, AccountUsageType usageType, String min,
			String max, String currency, String sectorCode) {
		boolean empty = minCount == null && maxCount == null && usageType == null && min == null && max == null;
		return new ParameterInput(empty ? null : true, empty ? null : 1, null,
				min == null ? null : new BigDecimal(min), max == null ? null : new BigDecimal(max), currency, minCount,
				maxCount, null, null, null, null, sectorCode, usageType).draft();
	}
}
