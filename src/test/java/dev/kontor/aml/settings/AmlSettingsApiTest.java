package dev.kontor.aml.settings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import dev.kontor.shared.security.Caller;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** Tenant AML settings over HTTP: create, replace, the exact field names, every rule crossed, tenants, scopes. */
class AmlSettingsApiTest extends HttpTest {

	private static final String PATH = "/api/v3/aml/settings";

	private static final List<String> RISK_FIELDS = List.of("riskThresholdAcceptAutoBelow",
			"riskThresholdRejectAutoAbove", "defaultPEPRiskFactor", "defaultSanctionRiskFactor",
			"defaultOtherRiskFactor");

	private UUID tenantId;

	private Platform.Client writerClient;

	private String writer;

	private String reader;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		writerClient = platform.newServerClient(tenantId, "aml.read", "aml.write");
		writer = platform.clientCredentialsToken(writerClient, "aml.read aml.write");
		reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "aml.read"), "aml.read");
	}

	@Test
	void settingsAreMissingUntilSavedThenCreatedAndReplaced() {
		Http.Response missing = http.get(PATH, reader);
		assertThat(missing.status()).as(missing.toString()).isEqualTo(404);
		assertThat(missing.header("Content-Type")).startsWith("application/problem+json");

		Map<String, Object> body = validSettings();
		body.putAll(Map.of("reason", "initial", "note", "set up", "saveAMLMonitoringResultsUnderClientDocs", true));
		Http.Response created = http.putJson(PATH, writer, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		JsonNode settings = created.json();
		assertThat(settings.propertyNames()).containsExactlyInAnyOrder("amlOfficerEmail",
				"riskThresholdAcceptAutoBelow", "riskThresholdRejectAutoAbove", "defaultPEPRiskFactor",
				"defaultSanctionRiskFactor", "defaultOtherRiskFactor", "reason", "note",
				"saveAMLMonitoringResultsUnderClientDocs", "tenantId", "createdDate", "updatedDate", "createdUserId",
				"updatedUserId");
		assertThat(settings.get("amlOfficerEmail").asString()).isEqualTo("officer@example.com");
		assertThat(settings.get("riskThresholdAcceptAutoBelow").decimalValue()).isEqualByComparingTo("2.5");
		assertThat(settings.get("riskThresholdRejectAutoAbove").decimalValue()).isEqualByComparingTo("7");
		assertThat(settings.get("defaultPEPRiskFactor").decimalValue()).isEqualByComparingTo("8.1234");
		assertThat(settings.get("defaultSanctionRiskFactor").decimalValue()).isEqualByComparingTo("10");
		assertThat(settings.get("defaultOtherRiskFactor").decimalValue()).isEqualByComparingTo("3");
		assertThat(settings.get("reason").asString()).isEqualTo("initial");
		assertThat(settings.get("note").asString()).isEqualTo("set up");
		assertThat(settings.get("saveAMLMonitoringResultsUnderClientDocs").asBoolean()).isTrue();
		assertThat(settings.get("tenantId").asString()).isEqualTo(tenantId.toString());
		assertThat(settings.get("createdUserId").asString())
			.isEqualTo(Caller.actorIdOfClient(writerClient.clientId()).toString());
		assertThat(settings.get("updatedDate").isNull()).isTrue();
		assertThat(settings.get("updatedUserId").isNull()).isTrue();
		assertThat(http.get(PATH, reader).json()).as("read as answered").isEqualTo(settings);

		Map<String, Object> replacement = validSettings();
		replacement.put("amlOfficerEmail", "deputy@example.com");
		JsonNode replaced = http.putJson(PATH, writer, replacement).json();
		assertThat(replaced.get("amlOfficerEmail").asString()).isEqualTo("deputy@example.com");
		assertThat(replaced.get("reason").isNull()).as("a save replaces every field").isTrue();
		assertThat(replaced.get("saveAMLMonitoringResultsUnderClientDocs").asBoolean()).isFalse();
		assertThat(replaced.get("createdDate")).isEqualTo(settings.get("createdDate"));
		assertThat(replaced.get("createdUserId")).isEqualTo(settings.get("createdUserId"));
		assertThat(replaced.get("updatedDate").isNull()).isFalse();
		assertThat(replaced.get("updatedUserId")).isEqualTo(settings.get("createdUserId"));
		assertThat(http.get(PATH, reader).json()).isEqualTo(replaced);
	}

	@Test
	void theFieldsTheServerSetsAreRefusedAndATenantIdOfAnotherTenantIsForbidden() {
		JsonNode saved = http.putJson(PATH, writer, validSettings()).json();

		Http.Response withServerFields = http.putJson(PATH, writer, saved);
		assertThat(withServerFields.status()).as(withServerFields.toString()).isEqualTo(400);
		assertThat(withServerFields.json().get("detail").asString()).endsWith("is set by the server and cannot be sent");
		ObjectNode settable = (ObjectNode) saved.deepCopy();
		settable.remove(List.of("createdDate", "createdUserId", "updatedDate", "updatedUserId"));
		Http.Response echoed = http.putJson(PATH, writer, settable);
		assertThat(echoed.status()).as(echoed.toString()).isEqualTo(200);
		assertThat(echoed.json().get("createdDate")).isEqualTo(saved.get("createdDate"));

		Map<String, Object> foreign = validSettings();
		foreign.put("tenantId", platform.newTenant());
		Http.Response refused = http.putJson(PATH, writer, foreign);
		assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
		assertThat(http.get(PATH, reader).json()).isEqualTo(echoed.json());
	}

	static Stream<Arguments> badFields() {
		Stream<Arguments> texts = Stream.of(Arguments.of("amlOfficerEmail", null), Arguments.of("amlOfficerEmail", ""),
				Arguments.of("amlOfficerEmail", " "), Arguments.of("amlOfficerEmail", "not-an-address"),
				Arguments.of("amlOfficerEmail", emailOfLength(257)), Arguments.of("reason", "r".repeat(65)),
				Arguments.of("note", "n".repeat(129)), Arguments.of("saveAMLMonitoringResultsUnderClientDocs", "maybe"),
				Arguments.of("tenantId", "not-a-uuid"));
		Stream<Arguments> risks = RISK_FIELDS.stream()
			.flatMap(field -> Stream.of(Arguments.of(field, null), Arguments.of(field, -0.0001),
					Arguments.of(field, new BigDecimal("10000.0001")), Arguments.of(field, 100000),
					Arguments.of(field, new BigDecimal("1.23456")), Arguments.of(field, "high")));
		return Stream.concat(texts, risks);
	}

	@ParameterizedTest
	@MethodSource("badFields")
	void badFieldAnswers400NamingIt(String field, Object value) {
		Map<String, Object> body = validSettings();
		body.put(field, value);

		Http.Response response = http.putJson(PATH, writer, body);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
		assertThat(http.get(PATH, reader).status()).as("nothing saved").isEqualTo(404);
	}

	@Test
	void theAcceptThresholdMustNotBeAboveTheRejectThreshold() {
		Map<String, Object> body = validSettings();
		body.putAll(Map.of("riskThresholdAcceptAutoBelow", new BigDecimal("5.0001"), "riskThresholdRejectAutoAbove",
				5));
		Http.Response above = http.putJson(PATH, writer, body);
		assertThat(above.status()).as(above.toString()).isEqualTo(400);
		assertThat(above.json().get("errors").has("riskThresholdAcceptAutoBelow")).isTrue();

		body.put("riskThresholdAcceptAutoBelow", new BigDecimal("5.0000"));
		Http.Response equal = http.putJson(PATH, writer, body);
		assertThat(equal.status()).as(equal.toString()).isEqualTo(200);
		assertThat(equal.json().get("riskThresholdAcceptAutoBelow").decimalValue()).isEqualByComparingTo("5");
	}

	@Test
	void valuesAtTheirLimitsAreAccepted() {
		Map<String, Object> body = validSettings();
		body.putAll(Map.of("amlOfficerEmail", emailOfLength(256), "reason", "r".repeat(64), "note", "n".repeat(128),
				"riskThresholdAcceptAutoBelow", 0, "riskThresholdRejectAutoAbove", 10000, "defaultPEPRiskFactor",
				new BigDecimal("9999.9999"), "defaultOtherRiskFactor", new BigDecimal("0.0001")));

		Http.Response response = http.putJson(PATH, writer, body);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		JsonNode read = http.get(PATH, reader).json();
		assertThat(read.get("amlOfficerEmail").asString()).hasSize(256);
		assertThat(read.get("riskThresholdRejectAutoAbove").decimalValue()).isEqualByComparingTo("10000");
		assertThat(read.get("defaultPEPRiskFactor").decimalValue()).isEqualByComparingTo("9999.9999");
		assertThat(read.get("defaultOtherRiskFactor").decimalValue()).isEqualByComparingTo("0.0001");
		assertThat(read.get("riskThresholdAcceptAutoBelow").decimalValue()).isEqualByComparingTo("0");
	}

	@Test
	void concurrentSavesNeverOverwriteEachOtherUnseen() throws Exception {
		List<Callable<Http.Response>> saves = new ArrayList<>();
		for (int i = 0; i < 8; i++) {
			Map<String, Object> body = validSettings();
			body.put("amlOfficerEmail", "officer" + i + "@example.com");
			saves.add(() -> http.putJson(PATH, writer, body));
		}

		List<Http.Response> answers = new ArrayList<>();
		try (ExecutorService executor = Executors.newFixedThreadPool(saves.size())) {
			for (Future<Http.Response> answer : executor.invokeAll(saves)) {
				answers.add(answer.get());
			}
		}

		assertThat(answers).extracting(Http.Response::status).isSubsetOf(200, 409).contains(200);
		JsonNode read = http.get(PATH, reader).json();
		assertThat(read.get("amlOfficerEmail").asString()).matches("officer[0-7]@example\\.com");
		assertThat(read.get("createdDate").isNull()).isFalse();
		List<JsonNode> history = http.get("/api/v3/aml/audit?entity=TenantSettings", reader).json().valueStream()
			.toList();
		assertThat(history).as("one entry per save that succeeded")
			.hasSize((int) answers.stream().filter(answer -> answer.status() == 200).count());
		assertThat(history.getFirst().get("after")).isEqualTo(read);
		for (int i = 0; i + 1 < history.size(); i++) {
			assertThat(history.get(i).get("before")).isEqualTo(history.get(i + 1).get("after"));
		}
	}

	@Test
	void eachTenantHasItsOwnSettings() {
		http.putJson(PATH, writer, validSettings());
		UUID otherTenant = platform.newTenant();
		String other = platform.clientCredentialsToken(
				platform.newServerClient(otherTenant, "aml.read", "aml.write"), "aml.read aml.write");

		assertThat(http.get(PATH, other).status()).isEqualTo(404);
		Map<String, Object> theirs = validSettings();
		theirs.put("amlOfficerEmail", "theirs@example.com");
		assertThat(http.putJson(PATH, other, theirs).json().get("tenantId").asString())
			.isEqualTo(otherTenant.toString());
		assertThat(http.get(PATH, reader).json().get("amlOfficerEmail").asString()).isEqualTo("officer@example.com");
	}

	@Test
	void readingNeedsAmlReadAndSavingAmlWrite() {
		assertThat(http.putJson(PATH, reader, validSettings()).status()).isEqualTo(403);
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "aml.write"),
				"aml.write");
		assertThat(http.putJson(PATH, writeOnly, validSettings()).status()).isEqualTo(200);
		assertThat(http.get(PATH, writeOnly).status()).isEqualTo(403);
		assertThat(http.get(PATH).status()).isEqualTo(401);
	}

	private static Map<String, Object> validSettings() {
		return new HashMap<>(Map.of("amlOfficerEmail", "officer@example.com", "riskThresholdAcceptAutoBelow",
				new BigDecimal("2.50"), "riskThresholdRejectAutoAbove", 7, "defaultPEPRiskFactor",
				new BigDecimal("8.1234"), "defaultSanctionRiskFactor", 10, "defaultOtherRiskFactor", 3));
	}

	/** A well-formed address: a 64-character local part and labels of at most 63 characters. */
	private static String emailOfLength(int length) {
		String domainStart = "d".repeat(63) + "." + "d".repeat(63) + ".";
		return "l".repeat(64) + "@" + domainStart + "d".repeat(length - 64 - 1 - domainStart.length() - 3) + ".de";
	}
}
