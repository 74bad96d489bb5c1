package dev.kontor.aml.screening;

import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.screening.http.FakeScreeningService;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.InstanceInThisJvm;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A second application instance on the same database, configured with {@code kontor.aml.screening.provider=http}
 * against a fake service on loopback: its hits become records, and a provider that cannot answer is a 503 that
 * stores nothing.
 */
class HttpProviderMonitoringTest extends HttpTest {

	@Autowired
	Environment environment;

	private final FakeScreeningService service = new FakeScreeningService();

	private ConfigurableApplicationContext viaHttp;

	private Http httpInstance;

	private String writer;

	private String reader;

	@BeforeEach
	void startInstanceWithHttpProvider() {
		// Arguments, not default properties: application.yml's kontor.issuer would win over those.
		viaHttp = InstanceInThisJvm.start(environment, BASE_URL, 0, "--kontor.aml.screening.provider=http",
				"--kontor.aml.screening.http.url=" + service.url(), "--kontor.aml.screening.http.api-key=test-key",
				"--kontor.aml.screening.http.timeout=1s", "--kontor.aml.screening.http.name=Acme Screening");
		httpInstance = new Http(InstanceInThisJvm.baseUrl(viaHttp));
		UUID tenantId = platform.newTenant();
		writer = platform.clientCredentialsToken(
				platform.newServerClient(tenantId, "clients.write", "aml.read", "aml.write"),
				"clients.write aml.read aml.write");
		reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "aml.read"), "aml.read");
	}

	@AfterEach
	void stop() {
		viaHttp.close();
		service.close();
	}

	@Test
	void recordsTheProvidersHitsUnderItsName() {
		service.answer(200, """
				{"providerClientId": "acme-7", "hits": [{"entryId": "A-1", "name": "Ivan Sidorenko", "score": 0.99,
				 "topics": ["role.pep"]}]}""");
		UUID id = client();

		Http.Response sent = httpInstance.post(path(id), writer);

		assertThat(sent.status()).as(sent + " " + sent.header("WWW-Authenticate")).isEqualTo(200);
		assertThat(sent.json().get("providerClientId").asString()).isEqualTo("acme-7");
		assertThat(service.received()).singleElement()
			.satisfies(request -> assertThat(request.apiKey()).isEqualTo("test-key"));
		assertThat(viaHttp.getBean(MonitoringHitsProbe.Calls.class).of(id)).singleElement().satisfies(call -> {
			assertThat(call.family()).isEqualTo(MonitoringFamily.Pep);
			assertThat(call.informationSource()).isEqualTo("Acme Screening");
			assertThat(call.reason()).contains("A-1");
		});
		assertThat(http.get(path(id), reader).json().get("providerClientId").asString()).isEqualTo("acme-7");
	}

	@Test
	void aProviderThatCannotAnswerIs503AndStoresNothing() {
		service.answer(502, "{}");
		UUID id = client();

		Http.Response sent = httpInstance.post(path(id), writer);

		assertThat(sent.status()).as(sent.toString()).isEqualTo(503);
		assertThat(sent.header("Content-Type")).startsWith("application/problem+json");
		JsonNode problem = sent.json();
		assertThat(problem.get("status").asInt()).isEqualTo(503);
		assertThat(problem.get("detail").asString()).contains("answered 502", "nothing was stored");
		assertThat(http.get(path(id), reader).status()).isEqualTo(404);

		service.answer(200, "{\"hits\":[]}");
		assertThat(httpInstance.post(path(id), writer).status()).isEqualTo(200);
		service.answer(500, "{}");
		assertThat(httpInstance.post(path(id) + "/refresh", writer).status()).isEqualTo(503);
		assertThat(http.get(path(id), reader).json().get("lastRefreshDate").isNull()).isTrue();
	}

	private UUID client() {
		Http.Response created = http.postJson("/api/v3/clients", writer, Map.of("clientKey", Platform.unique("key"),
				"clientType", "Retail", "name", "Ivan", "surname", "Sidorenko"));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return UUID.fromString(created.json().get("id").asString());
	}

	private static String path(UUID customerId) {
		return "/api/v3/aml/customers/" + customerId + "/monitoring";
	}
}
