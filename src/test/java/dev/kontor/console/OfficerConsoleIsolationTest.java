package dev.kontor.console;

import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The AML officer's console pages over plain HTTP: an officer of one tenant sees nothing of another (its ids answer
 * the 404 page, as ids that exist nowhere do), a decision taken first by someone else answers 409, and the limits of
 * the decision form answer 400.
 */
class OfficerConsoleIsolationTest extends HttpTest {

	private AmlTenant aml;

	private String client;

	@BeforeEach
	void tenantWithAWaitingEvaluation() {
		aml = new AmlTenant(http, platform);
		aml.settings();
		client = aml.client("k-console", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
	}

	@Test
	void anOfficerOfAnotherTenantSeesNothingOfThisOne() {
		String evaluation = waitingEvaluation();
		ConsoleSession other = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.newTenant(), "aml-officer"));

		Http.Response page = other.get("/console/aml/evaluations/" + evaluation);
		Http.Response nowhere = other.get("/console/aml/evaluations/" + UUID.randomUUID());
		assertThat(page.status()).as(page.toString()).isEqualTo(404);
		assertThat(nowhere.status()).isEqualTo(404);
		assertThat(page.body()).doesNotContain("k-console").contains("Not found");
		assertThat(other.get("/console/aml/clients/" + client).status()).isEqualTo(404);
		assertThat(other.get("/console/aml/evaluations").body()).doesNotContain(evaluation).doesNotContain("k-console");
		assertThat(other.get("/console/aml/decisions").body()).doesNotContain(evaluation);

		Http.Response decided = other.follow(other.post("/console/aml/evaluations",
				"/console/aml/evaluations/" + evaluation + "/decision", Map.of("verdict", "Approve", "reason", "not mine")));
		assertThat(decided.status()).as(decided.toString()).isEqualTo(404);
		assertThat(statusOf(evaluation)).isEqualTo("Waiting");
	}

	@Test
	void aDecisionTakenFirstBySomeoneElseAnswersConflictWithWhoDecided() {
		String evaluation = waitingEvaluation();
		ConsoleSession officer = ConsoleSession.signIn(BASE_URL, platform.newUser(aml.tenantId, "aml-officer"));
		Http.Response first = http.putJson("/api/v3/aml/action-evaluations/" + evaluation + "/status", aml.officer(),
				Map.of("newStatus", "Denied", "reason", "first"));
		assertThat(first.status()).as(first.toString()).isEqualTo(200);

		Http.Response late = officer.follow(officer.post("/console/aml/evaluations/" + evaluation,
				"/console/aml/evaluations/" + evaluation + "/decision", Map.of("verdict", "Approve", "reason", "ok")));

		assertThat(late.status()).as(late.toString()).isEqualTo(409);
		assertThat(late.body()).contains("already Denied by another officer");
		assertThat(statusOf(evaluation)).isEqualTo("Denied");
	}

	@Test
	void theDecisionFormKeepsTheLimitsOfReasonAndNote() {
		String evaluation = waitingEvaluation();
		ConsoleSession officer = ConsoleSession.signIn(BASE_URL, platform.newUser(aml.tenantId, "aml-officer"));
		String page = "/console/aml/evaluations/" + evaluation;
		String action = page + "/decision";

		assertThat(officer.post(page, action, Map.of("verdict", "Approve", "reason", "r".repeat(65))).status())
			.isEqualTo(400);
		assertThat(officer.post(page, action, Map.of("verdict", "Approve", "reason", "ok", "note", "n".repeat(129)))
			.status()).isEqualTo(400);
		assertThat(officer.post(page, action, Map.of("verdict", "Approve", "reason", " ")).status()).isEqualTo(400);
		assertThat(officer.post(page, action, Map.of("reason", "no verdict")).status()).isEqualTo(400);
		assertThat(officer.post(page, action, Map.of("verdict", "Maybe", "reason", "unknown")).status())
			.isEqualTo(400);
		assertThat(statusOf(evaluation)).isEqualTo("Waiting");

		Http.Response decided = officer.follow(officer.post(page, action,
				Map.of("verdict", "Approve", "reason", "r".repeat(64), "note", "n".repeat(128))));
		assertThat(decided.status()).as(decided.toString()).isEqualTo(200);
		assertThat(decided.body()).contains("You approved the deposit.");
		assertThat(statusOf(evaluation)).isEqualTo("Approved");
	}

	@Test
	void aUserWithoutTheOfficerRoleGetsNoOfficerPageButTheMarket() {
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));

		assertThat(operator.get("/console/aml/evaluations").status()).isEqualTo(403);
		assertThat(operator.get("/console/market").status()).isEqualTo(200);
		assertThat(operator.get("/console/market?q=%20").status()).isEqualTo(400);
		assertThat(operator.get("/console/market?q=" + "x".repeat(101)).status()).isEqualTo(400);
		assertThat(operator.get("/console/market/instruments/ProviderA/" + TestIsins.random())
			.status()).isEqualTo(404);
		assertThat(operator.get("/console/market/instruments/NoSuchProvider/DE0007164600").status()).isEqualTo(400);
		assertThat(operator.get("/console/market/instruments/ProviderA/DE0007164601").status())
			.as("a malformed ISIN").isEqualTo(400);
	}

	private String waitingEvaluation() {
		Http.Response created = aml.evaluate(aml.deposit(client, "100"));
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		assertThat(created.json().get("status").asString()).isEqualTo("Waiting");
		return created.json().get("id").asString();
	}

	private String statusOf(String id) {
		return http.get("/api/v3/aml/action-evaluations/" + id, aml.integrator).json().get("status").asString();
	}
}
