package dev.kontor.masterdata.requests;

import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import static dev.kontor.masterdata.requests.RequestTenant.assertError;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every limit of a created request crossed over HTTP: identifiers valid at the limit are accepted, those past it
 * stored not accepted with the reason, and bodies no request could carry refused with 400 naming the field.
 */
class InstrumentRequestLimitsTest extends RequestHttpTest {

	private static final String VALID_ISIN = "US0378331005";

	static Stream<Arguments> identifiersAtTheirLimits() {
		return Stream.of(Arguments.of("ISIN", VALID_ISIN, "Instrument"), Arguments.of("WKN", "865985", "Instrument"),
				Arguments.of("EKN", "E12345", "Instrument"), Arguments.of("EKN", "E12345678901", "Institution"));
	}

	@ParameterizedTest
	@MethodSource("identifiersAtTheirLimits")
	void acceptsIdentifiersAtTheirLimits(String idType, String actualId, String objectType) {
		JsonNode created = tenant.create(idType, actualId, objectType, "OneTime");

		assertThat(created.get("isAccepted").asBoolean()).as(created.toString()).isTrue();
		assertThat(created.get("errorMessageDetail").isNull()).isTrue();
	}

	static Stream<Arguments> identifiersPastTheirLimits() {
		return Stream.of(Arguments.of("ISIN", "US037833100", "Instrument", "12 characters"),
				Arguments.of("ISIN", "US03783310050", "Instrument", "12 characters"),
				Arguments.of("ISIN", "US-037833100-5", "Instrument", "without hyphens"),
				Arguments.of("ISIN", "us0378331005", "Instrument", "capital letters"),
				Arguments.of("ISIN", "US0378331006", "Instrument", "check digit"),
				Arguments.of("ISIN", VALID_ISIN, "Institution", "institution"),
				Arguments.of("WKN", "86598", "Instrument", "exactly 6 characters"),
				Arguments.of("WKN", "8659850", "Instrument", "exactly 6 characters"),
				Arguments.of("WKN", "865985", "Institution", "institution"),
				Arguments.of("EKN", "E1234", "Instrument", "6 to 12 characters"),
				Arguments.of("EKN", "E123456789012", "Instrument", "6 to 12 characters"));
	}

	@ParameterizedTest
	@MethodSource("identifiersPastTheirLimits")
	void storesIdentifiersPastTheirLimitsNotAcceptedWithTheReason(String idType, String actualId, String objectType,
			String reason) {
		JsonNode created = tenant.create(idType, actualId, objectType, "Add");

		assertThat(created.get("isAccepted").asBoolean()).isFalse();
		assertThat(created.get("processed").asBoolean()).isFalse();
		assertThat(created.get("errorMessageDetail").asString()).contains(reason);
		JsonNode listed = tenant.find(idType, actualId);
		assertThat(listed.get("isAccepted").asBoolean()).isFalse();
		assertThat(listed.get("errorMessageDetail")).isEqualTo(created.get("errorMessageDetail"));
	}

	static Stream<Arguments> bodiesNoRequestCouldCarry() {
		return Stream.of(Arguments.of("idType", null), Arguments.of("idType", "CUSIP"), Arguments.of("idType", ""),
				Arguments.of("actualId", null), Arguments.of("actualId", ""), Arguments.of("actualId", "   "),
				Arguments.of("actualId", "A".repeat(65)), Arguments.of("actualId", "US 0378331005"),
				Arguments.of("financialObjectType", null), Arguments.of("financialObjectType", "Fund"),
				Arguments.of("operationType", null), Arguments.of("operationType", "add"));
	}

	@ParameterizedTest
	@MethodSource("bodiesNoRequestCouldCarry")
	void refusesBodiesNoRequestCouldCarryWith400NamingTheField(String field, String value) {
		Map<String, Object> body = new HashMap<>(RequestTenant.body("ISIN", VALID_ISIN, "Instrument", "Add"));
		body.put(field, value);

		assertError(tenant.post(body), 400, "BAD_REQUEST", field);
		assertThat(tenant.actualIds("")).isEmpty();
	}

	@Test
	void takesAnActualIdOf64CharactersAsTheLongestItStores() {
		JsonNode created = tenant.create("EKN", "E".repeat(64), "Institution", "Add");

		assertThat(created.get("actualId").asString()).hasSize(64);
		assertThat(created.get("isAccepted").asBoolean()).isFalse();
		assertError(http.postJson(tenant.base, tenant.writer, "not json"), 400, "BAD_REQUEST");
	}
}
