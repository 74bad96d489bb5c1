package dev.kontor.aml.screening;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.screening.list.ListScreening;
import dev.kontor.shared.security.Caller;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** Sending customers to monitoring, refreshing and reading it over HTTP with real tokens, with the built-in list. */
class CustomerMonitoringApiTest extends HttpTest {

	@Autowired
	MonitoringHitsProbe.Calls calls;

	@Autowired
	CustomerMonitoring monitoring;

	private UUID tenantId;

	private Platform.Client writerClient;

	private String writer;

	private String reader;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		writerClient = platform.newServerClient(tenantId, "clients.write", "aml.read", "aml.write");
		writer = platform.clientCredentialsToken(writerClient, "clients.write aml.read aml.write");
		reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "aml.read"), "aml.read");
	}

	@Test
	void sendingScreensAtOnceAndRecordsTheHitsFamily() {
		UUID id = client("Ivan Petrovich", "Sidorenko", "1961-03-05", "RUS");

		Http.Response sent = http.post(monitoringPath(id), writer);

		assertThat(sent.status()).as(sent.toString()).isEqualTo(200);
		JsonNode body = sent.json();
		assertThat(UUID.fromString(body.get("id").asString())).isNotNull();
		assertThat(body.get("providerClientId").asString()).isEqualTo(id.toString());
		assertThat(body.get("monitoringType").asString()).isEqualTo("Screening");
		assertThat(body.get("creationUtcDateTime").asString()).endsWith("Z");
		JsonNode person = body.get("clientData").get("person");
		assertThat(person.get("type").asString()).isEqualTo("Person");
		assertThat(person.get("name").asString()).isEqualTo("Ivan Petrovich Sidorenko");
		assertThat(person.get("firstName").asString()).isEqualTo("Ivan Petrovich");
		assertThat(person.get("lastName").asString()).isEqualTo("Sidorenko");
		assertThat(person.get("birthDate").asString()).isEqualTo("1961-03-05");
		assertThat(person.get("nationality").asString()).isEqualTo("RUS");
		assertThat(body.get("clientData").get("address").get("city").isNull()).isTrue();
		assertThat(body.get("clientData").get("contact").get("email").asString()).isEqualTo("client@example.com");

		assertThat(calls.of(id)).singleElement().satisfies(call -> {
			assertThat(call.tenantId()).isEqualTo(tenantId);
			assertThat(call.family()).isEqualTo(MonitoringFamily.Sanction);
			assertThat(call.informationSource()).isEqualTo(ListScreening.NAME);
			assertThat(call.reason()).contains("ks-0001").hasSizeLessThanOrEqualTo(64);
			assertThat(call.actorId()).isEqualTo(Caller.actorIdOfClient(writerClient.clientId()));
		});
		Http.Response audit = http.get("/api/v3/aml/audit?entity=MonitoringRecord&id=" + calls.of(id).get(0).recordId(),
				reader);
		assertThat(audit.json().valueStream()).as(audit.toString()).singleElement().satisfies(entry -> {
			assertThat(entry.get("action").asString()).isEqualTo("Created");
			assertThat(entry.get("family").asString()).isEqualTo("sanction-records");
			assertThat(entry.get("clientId").asString()).isEqualTo(writerClient.clientId());
			assertThat(entry.get("after").get("informationSource").asString()).isEqualTo(ListScreening.NAME);
		});
	}

	@Test
	void aSanctionedPepIsRecordedInBothFamilies() {
		UUID id = client("Анастасия", "Волховская", null, null);

		assertThat(http.post(monitoringPath(id), writer).status()).isEqualTo(200);

		assertThat(calls.of(id)).extracting(MonitoringHitsProbe.Call::family)
			.containsExactlyInAnyOrder(MonitoringFamily.Sanction, MonitoringFamily.Pep);
	}

	@Test
	void aCustomerBornInAnotherYearThanTheListedPersonIsNoHit() {
		UUID id = client("Ivan Petrovich", "Sidorenko", "1975-03-05", "RUS");

		assertThat(http.post(monitoringPath(id), writer).status()).isEqualTo(200);

		assertThat(calls.of(id)).isEmpty();
	}

	@Test
	void aCustomerWithoutHitsIsMonitoredWithoutRecords() {
		UUID id = client("Erika", "Mustermann", "1964-08-12", "DEU");

		assertThat(http.post(monitoringPath(id), writer).status()).isEqualTo(200);

		assertThat(calls.of(id)).isEmpty();
		Http.Response details = http.get(monitoringPath(id), reader);
		assertThat(details.status()).as(details.toString()).isEqualTo(200);
		JsonNode body = details.json();
		assertThat(body.get("clientId").asString()).isEqualTo(id.toString());
		assertThat(body.get("tenantId").asString()).isEqualTo(tenantId.toString());
		assertThat(body.get("providerClientId").asString()).isEqualTo(id.toString());
		assertThat(body.get("monitoringType").asString()).isEqualTo("Screening");
		assertThat(body.get("createdUserId").asString())
			.isEqualTo(Caller.actorIdOfClient(writerClient.clientId()).toString());
		assertThat(body.get("createdDate").asString()).isEqualTo(body.get("updatedDate").asString());
		assertThat(body.get("lastRefreshDate").isNull()).isTrue();
	}

	@Test
	void refreshScreensAgainIntoTheActiveRecordAndSetsTheRefreshDate() {
		UUID id = client("Ivan Petrovich", "Sidorenko", null, null);
		http.post(monitoringPath(id), writer);

		Http.Response refreshed = http.post(monitoringPath(id) + "/refresh", writer);

		assertThat(refreshed.status()).as(refreshed.toString()).isEqualTo(202);
		JsonNode body = refreshed.json();
		assertThat(body.get("clientId").asString()).isEqualTo(id.toString());
		JsonNode hit = body.get("hits").get(0);
		assertThat(hit.get("family").asString()).isEqualTo("Sanction");
		assertThat(hit.get("entryId").asString()).isEqualTo("ks-0001");
		assertThat(hit.get("score").asDouble()).isGreaterThanOrEqualTo(0.92);
		List<MonitoringHitsProbe.Call> seen = calls.of(id);
		assertThat(seen).hasSize(2);
		assertThat(hit.get("recordId").asString()).isEqualTo(seen.getFirst().recordId().toString())
			.isEqualTo(seen.getLast().recordId().toString());
		JsonNode details = http.get(monitoringPath(id), reader).json();
		assertThat(details.get("lastRefreshDate").asString()).isEqualTo(body.get("lastRefreshDate").asString());
		assertThat(details.get("updatedDate").asString()).isEqualTo(body.get("lastRefreshDate").asString());
	}

	@Test
	void sendingAgainKeepsOneMonitoringRow() {
		UUID id = client("Erika", "Mustermann", null, null);
		String first = http.post(monitoringPath(id), writer).json().get("id").asString();

		JsonNode again = http.post(monitoringPath(id), writer).json();

		assertThat(again.get("id").asString()).isEqualTo(first);
	}

	@Test
	void customersNeverSentOrUnknownOrMalformedAnswer404Or400() {
		UUID id = client("Erika", "Mustermann", null, null);
		UUID unknown = UUID.randomUUID();

		assertThat(http.get(monitoringPath(id), reader).status()).isEqualTo(404);
		Http.Response refresh = http.post(monitoringPath(id) + "/refresh", writer);
		assertThat(refresh.status()).isEqualTo(404);
		assertThat(refresh.header("Content-Type")).startsWith("application/problem+json");
		assertThat(http.post(monitoringPath(unknown), writer).status()).isEqualTo(404);
		assertThat(http.post("/api/v3/aml/customers/not-a-uuid/monitoring", writer).status()).isEqualTo(400);
		assertThat(http.post("/api/v3/aml/customers/not-a-uuid/monitoring/refresh", writer).status()).isEqualTo(400);
		assertThat(http.get("/api/v3/aml/customers/not-a-uuid/monitoring", reader).status()).isEqualTo(400);
	}

	@Test
	void anotherTenantsCustomerDoesNotExistForTheCaller() {
		UUID id = client("Ivan Petrovich", "Sidorenko", null, null);
		http.post(monitoringPath(id), writer);
		UUID otherTenant = platform.newTenant();
		String other = platform.clientCredentialsToken(platform.newServerClient(otherTenant, "aml.read", "aml.write"),
				"aml.read aml.write");

		assertThat(http.post(monitoringPath(id), other).status()).isEqualTo(404);
		assertThat(http.post(monitoringPath(id) + "/refresh", other).status()).isEqualTo(404);
		assertThat(http.get(monitoringPath(id), other).status()).isEqualTo(404);
		assertThat(calls.of(id)).hasSize(1);
	}

	@Test
	void sendingAndRefreshingNeedAmlWriteAndReadingAmlRead() {
		UUID id = client("Erika", "Mustermann", null, null);
		String clientsOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"),
				"clients.read");

		assertThat(http.post(monitoringPath(id), reader).status()).isEqualTo(403);
		assertThat(http.post(monitoringPath(id) + "/refresh", reader).status()).isEqualTo(403);
		assertThat(http.get(monitoringPath(id), clientsOnly).status()).isEqualTo(403);
		Http.Response anonymous = http.send(http.request(monitoringPath(id)).GET());
		assertThat(anonymous.status()).isEqualTo(401);
		assertThat(anonymous.header("WWW-Authenticate")).startsWith("Bearer");
	}

	@Test
	void theOperatorReloadsTheListAndOthersMayNot() {
		Http.Response reloaded = http.post("/admin/v1/aml/screening-list", platform.adminToken());

		assertThat(reloaded.status()).as(reloaded.toString()).isEqualTo(200);
		assertThat(reloaded.json().get("entries").asInt()).isEqualTo(40);
		assertThat(http.post("/admin/v1/aml/screening-list", writer).status()).isEqualTo(403);
	}

	@Test
	void theBackgroundJobScreensDueCustomersAgain() {
		UUID id = client("Ivan Petrovich", "Sidorenko", null, null);
		http.post(monitoringPath(id), writer);

		int screened = monitoring.refreshDue(Instant.now().plus(2, ChronoUnit.DAYS));

		assertThat(screened).isGreaterThanOrEqualTo(1);
		assertThat(calls.of(id)).hasSize(2).last()
			.satisfies(call -> assertThat(call.actorId()).isEqualTo(CustomerMonitoring.JOB_ACTOR));
		JsonNode details = http.get(monitoringPath(id), reader).json();
		assertThat(details.get("lastRefreshDate").isNull()).isFalse();
		assertThat(details.get("updatedUserId").asString())
			.isEqualTo(Caller.actorIdOfClient(writerClient.clientId()).toString());
		assertThat(monitoring.refreshDue(Instant.now())).as("not due again before the refresh interval").isZero();
	}

	private UUID client(String name, String surname, String dateOfBirth, String nationality) {
		Map<String, Object> body = new HashMap<>(Map.of("clientKey", Platform.unique("key"), "clientType", "Retail",
				"name", name, "surname", surname, "email", "client@example.com"));
		if (dateOfBirth != null) {
			body.put("dateOfBirth", dateOfBirth);
		}
		if (nationality != null) {
			body.put("nationality", nationality);
		}
		Http.Response created = http.postJson("/api/v3/clients", writer, body);
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return UUID.fromString(created.json().get("id").asString());
	}

	private static String monitoringPath(UUID customerId) {
		return "/api/v3/aml/customers/" + customerId + "/monitoring";
	}
}
