package dev.kontor.aml.evaluation;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Four eyes on the officer's decision: only a signed-in user with the aml-officer role decides, and never the user
 * or the client that created the evaluation.
 */
class OfficerSegregationTest extends HttpTest {

	private static final String SCOPES = "aml.read aml.write aml.officer";

	private AmlTenant aml;

	private String client;

	@BeforeEach
	void tenant() {
		aml = new AmlTenant(http, platform);
		aml.settings();
		client = aml.client("k-1", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
	}

	@Test
	void aClientCredentialsTokenWithTheOfficerScopeDoesNotDecide() {
		String id = waitingEvaluation(aml.integrator);
		String officerClient = platform.clientCredentialsToken(
				platform.newServerClient(aml.tenantId, "aml.read", "aml.officer"), "aml.read aml.officer");

		Http.Response refused = decide(id, officerClient);

		assertThat(refused.status()).isEqualTo(403);
		assertThat(refused.json().get("detail").asString()).contains("signed-in user");
		assertThat(decide(id, aml.officer()).status()).isEqualTo(200);
	}

	@Test
	void theOfficerWhoCreatedAnEvaluationDoesNotDecideIt() {
		Platform.User officer = platform.newUser(aml.tenantId, "aml-officer");
		Platform.Client app = platform.newWebClient(aml.tenantId, Platform.USER_REDIRECT_URI, SCOPES.split(" "));
		String token = platform.userTokens(app, officer, SCOPES).get("access_token").asString();
		String id = waitingEvaluation(token);

		Http.Response refused = decide(id, token);

		assertThat(refused.status()).isEqualTo(403);
		assertThat(refused.json().get("detail").asString()).contains("another officer");
		assertThat(statusOf(id)).isEqualTo("Waiting");
		assertThat(decide(id, aml.officer()).status()).as("another officer").isEqualTo(200);
	}

	@Test
	void noOfficerDecidesThroughTheClientThatCreatedTheEvaluation() {
		Platform.Client backOffice = platform.register(aml.tenantId, "web",
				List.of("client_credentials", "authorization_code", "refresh_token"), Set.of(SCOPES.split(" ")),
				List.of(Platform.USER_REDIRECT_URI));
		String id = waitingEvaluation(platform.clientCredentialsToken(backOffice, "aml.write aml.read"));
		Platform.User officer = platform.newUser(aml.tenantId, "aml-officer");
		String throughSameClient = platform.userTokens(backOffice, officer, SCOPES).get("access_token").asString();

		assertThat(decide(id, throughSameClient).status()).isEqualTo(403);
		assertThat(decide(id, aml.officer()).status()).as("through another client").isEqualTo(200);
	}

	@Test
	void aUserWithoutTheOfficerRoleGetsNoOfficerScope() {
		Platform.User plain = platform.newUser(aml.tenantId);
		String token = platform.userTokens(plain, SCOPES.split(" ")).get("access_token").asString();
		String id = waitingEvaluation(aml.integrator);

		assertThat(decide(id, token).status()).isEqualTo(403);
		assertThat(statusOf(id)).isEqualTo("Waiting");
	}

	private String waitingEvaluation(String token) {
		Http.Response created = http.postJson("/api/v3/aml/action-evaluations", token, aml.deposit(client, "100"));
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		assertThat(created.json().get("status").asString()).isEqualTo("Waiting");
		return created.json().get("id").asString();
	}

	private String statusOf(String id) {
		return http.get("/api/v3/aml/action-evaluations/" + id, aml.integrator).json().get("status").asString();
	}

	private Http.Response decide(String id, String token) {
		return http.putJson("/api/v3/aml/action-evaluations/" + id + "/status", token,
				Map.of("newStatus", "Approved", "reason", "checked"));
	}
}
