package dev.kontor.aml.parameters;

import java.math.BigDecimal;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.testing.Http;

import static dev.kontor.aml.parameters.ParameterFamily.AggregateTransactionAmount;
import static dev.kontor.aml.parameters.ParameterFamily.AggregateTransactionCount;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerAccountUsageType;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerCashBalance;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerOccupationGroup;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerOriginCountry;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerReferenceAccountCountry;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerSector;
import static dev.kontor.aml.parameters.ParameterFamily.IndividualTransactionAmount;
import static dev.kontor.aml.parameters.ParameterFamily.IndividualTransactionOtherAccountCountry;
import static org.assertj.core.api.Assertions.assertThat;

/** Every limit of a parameter body at and over its edge, over HTTP: 200 at the limit, 400 naming the field over it. */
class ParameterLimitsApiTest extends ParameterHttpTest {

	private static final Object ABSENT = new Object();

	static Stream<Arguments> accepted() {
		return Stream.of(Arguments.of(CustomerSector, "riskFactor", 1),
				Arguments.of(CustomerSector, "riskFactor", 100),
				Arguments.of(CustomerOriginCountry, "countryName", "n".repeat(128)),
				Arguments.of(CustomerOriginCountry, "countryGroup", "g"),
				Arguments.of(IndividualTransactionOtherAccountCountry, "countryGroup", "g".repeat(128)),
				Arguments.of(CustomerSector, "sectorCode", "s".repeat(50)),
				Arguments.of(CustomerSector, "isBanned", ABSENT), Arguments.of(CustomerCashBalance, "maxAmount", ABSENT),
				Arguments.of(CustomerCashBalance, "minAmount", BigDecimal.ZERO),
				Arguments.of(CustomerCashBalance, "maxAmount", new BigDecimal("999999999999999.9999")),
				Arguments.of(AggregateTransactionCount, "maxCount", ABSENT),
				Arguments.of(AggregateTransactionCount, "maxCount", 2147483647),
				Arguments.of(AggregateTransactionAmount, "currencyCode", "CHF"));
	}

	@ParameterizedTest
	@MethodSource("accepted")
	void valueAtItsLimitIsAccepted(ParameterFamily family, String field, Object value) {
		Http.Response response = post(family, with(family, field, value));

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		if (value instanceof BigDecimal amount) {
			assertThat(response.body()).as("exactly, not as a double").contains("\"" + field + "\":" + amount);
		}
		else if (value == ABSENT) {
			assertThat(response.json().get(field)).as("answered as null or false").hasToString(
					field.equals("isBanned") ? "false" : "null");
		}
		else {
			assertThat(response.json().get(field).asString()).isEqualTo(value.toString());
		}
	}

	static Stream<Arguments> refused() {
		return Stream.of(Arguments.of(CustomerSector, "riskFactor", 0, "riskFactor"),
				Arguments.of(CustomerSector, "riskFactor", 101, "riskFactor"),
				Arguments.of(CustomerSector, "riskFactor", ABSENT, "riskFactor"),
				Arguments.of(CustomerSector, "riskFactor", 2147483648L, "riskFactor"),
				Arguments.of(CustomerSector, "riskFactor", 1.5, "riskFactor"),
				Arguments.of(CustomerSector, "isActive", ABSENT, "isActive"),
				Arguments.of(CustomerSector, "isActive", "maybe", "isActive"),
				Arguments.of(CustomerSector, "sectorCode", "s".repeat(51), "sectorCode"),
				Arguments.of(CustomerSector, "sectorCode", " ", "sectorCode"),
				Arguments.of(CustomerSector, "sectorCode", ABSENT, "sectorCode"),
				Arguments.of(CustomerOriginCountry, "countryName", "n".repeat(129), "countryName"),
				Arguments.of(CustomerOriginCountry, "countryName", "", "countryName"),
				Arguments.of(CustomerOriginCountry, "countryGroup", "", "countryGroup"),
				Arguments.of(CustomerReferenceAccountCountry, "countryGroup", "g".repeat(129), "countryGroup"),
				Arguments.of(CustomerReferenceAccountCountry, "countryCode", "XXX", "countryCode"),
				Arguments.of(CustomerReferenceAccountCountry, "countryCode", "DE", "countryCode"),
				Arguments.of(CustomerReferenceAccountCountry, "countryCode", "deu", "countryCode"),
				Arguments.of(IndividualTransactionOtherAccountCountry, "countryCode", ABSENT, "countryCode"),
				Arguments.of(CustomerCashBalance, "currencyCode", "XXY", "currencyCode"),
				Arguments.of(CustomerCashBalance, "currencyCode", "EURO", "currencyCode"),
				Arguments.of(CustomerCashBalance, "minAmount", -1, "minAmount"),
				Arguments.of(CustomerCashBalance, "minAmount", ABSENT, "minAmount"),
				Arguments.of(CustomerCashBalance, "maxAmount", new BigDecimal("-0.01"), "maxAmount"),
				Arguments.of(CustomerCashBalance, "maxAmount", new BigDecimal("1000000000000000"), "maxAmount"),
				Arguments.of(CustomerCashBalance, "maxAmount", new BigDecimal("1000.00001"), "maxAmount"),
				Arguments.of(CustomerCashBalance, "minAmount", 5000, "minAmount"),
				Arguments.of(CustomerCashBalance, "minAmount", 1000, "minAmount"),
				Arguments.of(IndividualTransactionAmount, "minAmount", 20000, "minAmount"),
				Arguments.of(IndividualTransactionAmount, "currencyCode", "eur", "currencyCode"),
				Arguments.of(AggregateTransactionCount, "minCount", -1, "minCount"),
				Arguments.of(AggregateTransactionCount, "minCount", ABSENT, "minCount"),
				Arguments.of(AggregateTransactionCount, "minCount", 2.5, "minCount"),
				Arguments.of(AggregateTransactionCount, "maxCount", -1, "maxCount"),
				Arguments.of(AggregateTransactionCount, "minCount", 21, "minCount"),
				Arguments.of(AggregateTransactionCount, "accountUsageType", "Trading", "accountUsageType"),
				Arguments.of(AggregateTransactionCount, "accountUsageType", ABSENT, "accountUsageType"),
				Arguments.of(CustomerAccountUsageType, "accountUsageType", "Trading", "accountUsageType"),
				Arguments.of(CustomerOccupationGroup, "occupationGroupCode", "Astronaut", "occupationGroupCode"),
				Arguments.of(CustomerOccupationGroup, "occupationGroupCode", ABSENT, "occupationGroupCode"));
	}

	@ParameterizedTest
	@MethodSource("refused")
	void valueOverItsLimitAnswers400NamingTheField(ParameterFamily family, String field, Object value,
			String named) {
		assertProblem(post(family, with(family, field, value)), 400, named);
	}

	@Test
	void currencyDefaultsToEuro() {
		Map<String, Object> body = ParameterBodies.body(CustomerCashBalance, 0);
		body.remove("currencyCode");

		Http.Response response = post(CustomerCashBalance, body);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().get("currencyCode").asString()).isEqualTo("EUR");
	}

	@Test
	void amountsAreAnsweredWithoutTrailingZerosAsLaterReadsGiveThem() {
		Map<String, Object> body = ParameterBodies.body(CustomerCashBalance, 0);
		body.put("maxAmount", new BigDecimal("1500.5000"));

		Http.Response response = post(CustomerCashBalance, body);

		assertThat(response.json().get("maxAmount").asString()).isEqualTo("1500.5");
		assertThat(http.get(ParameterBodies.path(CustomerCashBalance), reader).json().get(0))
			.isEqualTo(response.json());
	}

	@Test
	void everyProblemOfABodyIsNamedAtOnce() {
		Http.Response response = post(CustomerOriginCountry,
				Map.of("riskFactor", 0, "countryCode", "XX", "countryName", "", "minCount", 3));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").propertyNames()).containsExactlyInAnyOrder("isActive", "riskFactor",
				"countryCode", "countryName", "countryGroup", "minCount");
	}

	private static Map<String, Object> with(ParameterFamily family, String field, Object value) {
		Map<String, Object> body = ParameterBodies.body(family, 0);
		if (value == ABSENT) {
			body.remove(field);
		}
		else {
			body.put(field, value);
		}
		return body;
	}
}
