package dev.kontor.aml.audit;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.aml.AmlTenant;
import dev.kontor.shared.security.Caller;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.OpenApiDocument;

import static org.assertj.core.api.Assertions.assertThat;

/** The AML audit trail over HTTP with real tokens: what each change keeps, who reads it, and the bounds. */
class AuditApiTest extends HttpTest {

	private static final String AUDIT = "/api/v3/aml/audit";

	@Autowired
	private MutableClock clock;

	private AmlTenant aml;

	private UUID integratorActor;

	@BeforeEach
	void tenant() {
		aml = new AmlTenant(http, platform);
		integratorActor = Caller.actorIdOfClient(aml.integratorClientId);
	}

	@Test
	void aParameterRecordKeepsEveryChangeWithItsBeforeAndAfter() {
		String id = aml.parameter("customer-sector", 3, Map.of("sectorCode", "K64"));
		Http.Response updated = http.putJson("/api/v3/aml/parameters/customer-sector/" + id, aml.integrator,
				Map.of("isActive", true, "riskFactor", 5, "isBanned", true, "sectorCode", "K64"));
		assertThat(updated.status()).as(updated.toString()).isEqualTo(200);
		Http.Response inactive = http.putJson("/api/v3/aml/parameters/customer-sector/" + id + "/inactive",
				aml.integrator, Map.of());
		assertThat(inactive.status()).as(inactive.toString()).isEqualTo(200);

		List<JsonNode> entries = entries("?entity=ParameterRecord&id=" + id);

		assertThat(entries).extracting(e -> e.get("action").asString())
			.containsExactly("Updated", "Updated", "Created");
		assertHistory(entries, "ParameterRecord", id, aml.integratorClientId, integratorActor);
		assertThat(entries).allSatisfy(e -> assertThat(e.get("family").asString()).isEqualTo("customer-sector"));
		assertThat(entries.get(2).get("after").get("riskFactor").asInt()).isEqualTo(3);
		assertThat(entries.get(1).get("before").get("riskFactor").asInt()).isEqualTo(3);
		assertThat(entries.get(1).get("after").get("riskFactor").asInt()).isEqualTo(5);
		assertThat(entries.get(1).get("after").get("isBanned").asBoolean()).isTrue();
		assertThat(entries.get(0).get("before").get("isActive").asBoolean()).isTrue();
		assertThat(entries.get(0).get("after")).isEqualTo(inactive.json());
		assertThat(entries.get(1).get("after")).isEqualTo(updated.json());
	}

	@Test
	void tenantSettingsKeepEverySave() {
		aml.settings("3", "7");
		aml.settings("2", "6");

		List<JsonNode> entries = entries("?entity=TenantSettings");

		assertThat(entries).extracting(e -> e.get("action").asString()).containsExactly("Updated", "Created");
		assertHistory(entries, "TenantSettings", aml.tenantId.toString(), aml.integratorClientId, integratorActor);
		assertThat(entries.get(1).get("after").get("riskThresholdAcceptAutoBelow").decimalValue())
			.isEqualByComparingTo("3");
		assertThat(entries.get(0).get("after").get("riskThresholdAcceptAutoBelow").decimalValue())
			.isEqualByComparingTo("2");
		assertThat(entries.get(0).get("after")).isEqualTo(http.get("/api/v3/aml/settings", aml.integrator).json());
	}

	@Test
	void aMonitoringRecordKeepsItsBanAndDeactivation() {
		String customer = aml.client("k-1", Map.of());
		String id = aml.monitoringRecord("pep-records", customer, false);
		Http.Response banned = http.putJson("/api/v3/aml/pep-records/" + id, aml.integrator,
				Map.of("customerId", customer, "isActive", true, "isBanned", true, "reason", "confirmed"));
		assertThat(banned.status()).as(banned.toString()).isEqualTo(200);
		Http.Response inactive = http.putJson("/api/v3/aml/pep-records/" + id + "/inactive", aml.integrator,
				Map.of());
		assertThat(inactive.status()).as(inactive.toString()).isEqualTo(200);

		List<JsonNode> entries = entries("?entity=MonitoringRecord&id=" + id);

		assertThat(entries).extracting(e -> e.get("action").asString())
			.containsExactly("Updated", "Updated", "Created");
		assertHistory(entries, "MonitoringRecord", id, aml.integratorClientId, integratorActor);
		assertThat(entries.get(1).get("before").get("isBanned").asBoolean()).isFalse();
		assertThat(entries.get(1).get("after")).isEqualTo(banned.json());
		assertThat(entries.get(0).get("after")).isEqualTo(inactive.json());
		assertThat(entries.get(0).get("family").asString()).isEqualTo("pep-records");
	}

	@Test
	void aCashBalanceKeepsEveryReport() {
		String customer = aml.client("k-1", Map.of());
		Http.Response first = reportCashBalance(customer, "1000.50");
		Http.Response second = reportCashBalance(customer, "250");

		List<JsonNode> entries = entries("?entity=CashBalance&id=" + customer);

		assertThat(entries).extracting(e -> e.get("action").asString()).containsExactly("Updated", "Created");
		assertHistory(entries, "CashBalance", customer, aml.integratorClientId, integratorActor);
		assertThat(entries.get(1).get("after")).isEqualTo(first.json());
		assertThat(entries.get(0).get("after")).isEqualTo(second.json());
		assertThat(entries.get(0).get("before").get("cashBalance").decimalValue()).isEqualByComparingTo("1000.5");
	}

	@Test
	void theOfficersDecisionAppearsUnderEvaluation() {
		aml.settings();
		String customer = aml.client("k-1", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		Http.Response evaluated = aml.evaluate(aml.deposit(customer, "100"));
		assertThat(evaluated.json().get("status").asString()).isEqualTo("Waiting");
		String id = evaluated.json().get("id").asString();
		Http.Response decided = http.putJson("/api/v3/aml/action-evaluations/" + id + "/status", aml.officer(),
				Map.of("newStatus", "Approved", "reason", "documents checked"));
		assertThat(decided.status()).as(decided.toString()).isEqualTo(200);

		List<JsonNode> entries = entries("?entity=Evaluation&id=" + id);

		assertThat(entries).extracting(e -> e.get("action").asString()).containsExactly("Updated", "Created");
		JsonNode decision = entries.get(0);
		assertThat(decision.get("entityId").asString()).isEqualTo(id);
		assertThat(decision.get("actorId").asString()).as("the signed-in officer")
			.isEqualTo(decided.json().get("deciderUserId").asString());
		assertThat(decision.get("before").get("status").asString()).isEqualTo("Waiting");
		assertThat(decision.get("after").get("status").asString()).isEqualTo("Approved");
		assertThat(decision.get("after").get("source").asString()).isEqualTo("Officer");
		assertThat(decision.get("after").get("reason").asString()).isEqualTo("documents checked");
		assertThat(decision.get("after").get("deciderUserId").asString())
			.isEqualTo(decided.json().get("deciderUserId").asString());
		assertThat(Instant.parse(decision.get("changedDate").asString()))
			.isEqualTo(Instant.parse(decided.json().get("dateDecision").asString()));
		assertThat(entries.get(1).get("before").isNull()).isTrue();
		assertThat(entries.get(1).get("actorId").asString()).isEqualTo(integratorActor.toString());
		assertThat(entries("?entity=ParameterRecord")).hasSize(1);
		assertThat(entries("")).extracting(e -> e.get("entity").asString())
			.contains("Evaluation", "ParameterRecord", "TenantSettings");
	}

	@Test
	void anotherTenantNeverSeesTheEntries() {
		String id = aml.parameter("customer-sector", 3, Map.of("sectorCode", "K64"));
		aml.settings();
		AmlTenant other = new AmlTenant(http, platform);

		assertThat(entries(other.integrator, "?id=" + id)).isEmpty();
		assertThat(entries(other.integrator, "?id=" + aml.tenantId)).isEmpty();
		assertThat(entries(other.integrator, "")).isEmpty();
		assertThat(entries("")).hasSize(2);
	}

	@Test
	void theRangeAndPagesFilterTheEntries() {
		String id = aml.parameter("customer-sector", 3, Map.of("sectorCode", "K64"));
		aml.parameter("customer-sector", 4, Map.of("sectorCode", "K65"));
		Instant now = clock.instant();

		assertThat(entries("?dateFrom=" + now.minus(1, ChronoUnit.HOURS) + "&dateTo=" + now.plusSeconds(60)))
			.hasSize(2);
		assertThat(entries("?dateFrom=" + now.plusSeconds(60) + "&dateTo=" + now.plusSeconds(120))).isEmpty();
		assertThat(entries("?dateTo=" + now.minus(1, ChronoUnit.HOURS))).isEmpty();
		assertThat(entries("?recordsPerPage=1&pageNumber=2")).singleElement()
			.satisfies(e -> assertThat(e.get("entityId").asString()).isEqualTo(id));
		assertThat(entries("?entity=Evaluation")).isEmpty();
	}

	static Stream<Arguments> badQueries() {
		Instant now = Instant.now();
		return Stream.of(Arguments.of("?entity=Client", "entity"), Arguments.of("?entity=parameterrecord", "entity"),
				Arguments.of("?dateFrom=yesterday", "dateFrom"), Arguments.of("?dateTo=2026-13-01T00:00:00Z", "dateTo"),
				Arguments.of("?id=42", "id"),
				Arguments.of("?dateFrom=" + now + "&dateTo=" + now.minusSeconds(1), "dateFrom"),
				Arguments.of("?dateFrom=" + now + "&dateTo=" + now, "dateFrom"),
				Arguments.of("?dateFrom=" + now.minus(32, ChronoUnit.DAYS) + "&dateTo=" + now, "dateTo"),
				Arguments.of("?dateFrom=" + now.minus(40, ChronoUnit.DAYS), "dateTo"),
				Arguments.of("?pageNumber=0", "pageNumber"), Arguments.of("?recordsPerPage=0", "recordsPerPage"));
	}

	@ParameterizedTest
	@MethodSource("badQueries")
	void refusesBadQueriesNamingTheParameter(String query, String parameter) {
		Http.Response response = http.get(AUDIT + query, aml.integrator);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("errors").has(parameter)).as(response.toString()).isTrue();
	}

	@Test
	void readingNeedsAmlRead() {
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(aml.tenantId, "aml.write"),
				"aml.write");

		Http.Response refused = http.get(AUDIT, writeOnly);

		assertThat(refused.status()).isEqualTo(403);
		assertThat(refused.header("Content-Type")).startsWith("application/problem+json");
		assertThat(http.get(AUDIT).status()).isEqualTo(401);
		assertThat(http.get(AUDIT, aml.officer()).status()).isEqualTo(200);
	}

	@Test
	void theOpenApiDocumentDescribesTheOperation() {
		JsonNode document = OpenApiDocument.fetch(http);

		JsonNode operation = document.get("paths").get(AUDIT).get("get");
		assertThat(operation.get("tags").get(0).asString()).isEqualTo("AML audit");
		assertThat(operation.get("parameters").valueStream().map(p -> p.get("name").asString()))
			.contains("entity", "id", "dateFrom", "dateTo", "pageNumber", "recordsPerPage");
		assertThat(operation.get("description").asString()).contains("aml.read");
	}

	/**
	 * Newest first, each entry's before the after of the entry below it, all of the tenant and record, by the actor
	 * and client given.
	 */
	private void assertHistory(List<JsonNode> entries, String entity, String id, String clientId, UUID actor) {
		for (int i = 0; i < entries.size(); i++) {
			JsonNode entry = entries.get(i);
			assertThat(entry.get("entity").asString()).isEqualTo(entity);
			assertThat(entry.get("entityId").asString()).isEqualTo(id);
			assertThat(entry.get("tenantId").asString()).isEqualTo(aml.tenantId.toString());
			assertThat(entry.get("clientId").asString()).isEqualTo(clientId);
			assertThat(entry.get("actorId").asString()).isEqualTo(actor.toString());
			if (i + 1 < entries.size()) {
				assertThat(entry.get("before")).isEqualTo(entries.get(i + 1).get("after"));
				assertThat(Instant.parse(entry.get("changedDate").asString()))
					.isAfterOrEqualTo(Instant.parse(entries.get(i + 1).get("changedDate").asString()));
			}
		}
		assertThat(entries.getLast().get("before").isNull()).isTrue();
	}

	private Http.Response reportCashBalance(String customer, String amount) {
		Http.Response reported = http.putJson("/api/v3/aml/customers/" + customer + "/cash-balance", aml.integrator,
				new HashMap<>(Map.of("cashBalance", new BigDecimal(amount), "currencyCode", "EUR")));
		assertThat(reported.status()).as(reported.toString()).isEqualTo(200);
		return reported;
	}

	private List<JsonNode> entries(String query) {
		return entries(aml.integrator, query);
	}

	private List<JsonNode> entries(String token, String query) {
		Http.Response response = http.get(AUDIT + query, token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().isArray()).isTrue();
		return response.json().valueStream().toList();
	}
}
