package dev.kontor.shared.security;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Contract section 8 on the bank account and AML routes. A user linked to client record A acts for the bank
 * accounts A owns, alone (A's own) or with B (a joint one), and is refused (403) B's own account, whatever the
 * route; it gets 403 on every AML route, whatever its scopes, since AML data about a customer must not reach the
 * customer (tipping-off, Directive (EU) 2015/849, article 39). A client-credentials token and an unlinked user's
 * token act as before.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClientRecordBindingBankAccountAndAmlApiTest extends HttpTest {

	private static final String REFUSAL = "The access token acts only for the client record its user is linked to";

	private static final String[] SCOPES = { "bankaccounts.read", "bankaccounts.write", "aml.read", "aml.write" };

	private static final String FROM = "2000-01-01T00:00:00Z&recordsPerPage=100";

	private AmlTenant aml;

	private String clientA;

	private String clientB;

	private String accountOfA;

	private String accountOfB;

	private String jointAccount;

	private String linkedUser;

	private String unlinkedUser;

	@BeforeAll
	void tenant() {
		aml = new AmlTenant(http, platform);
		aml.settings();
		clientA = aml.client(Platform.unique("a"), Map.of("countryOfOrigin", "DEU"));
		clientB = aml.client(Platform.unique("b"), Map.of("countryOfOrigin", "DEU"));
		accountOfA = aml.referenceAccount(clientA);
		accountOfB = aml.referenceAccount(clientB);
		jointAccount = expect(http.postJson("/api/v3/bank-accounts", aml.integrator,
				newAccount(List.of(clientB, clientA))), 200).get("id").asString();
		linkedUser = platform.userToken(platform.newUserOfClientRecord(aml.tenantId, clientA), SCOPES);
		unlinkedUser = platform.userToken(platform.newUser(aml.tenantId), SCOPES);
	}

	private static Map<String, Object> newAccount(List<String> clientIds) {
		return Map.of("clientIds", clientIds, "accountHolderName", "Erika Mustermann", "bankName", "Commerzbank",
				"bic", "COBADEFFXXX", "alpha3CountryCode", "DEU", "currencyCode", "EUR", "iban",
				AmlTenant.GERMAN_IBAN);
	}

	private static Map<String, Object> document() {
		return Map.of("contentType", "Application_Pdf", "documentType", "Passport", "fileData", "0x25504446",
				"fileName", "passport.pdf");
	}

	/** The bank account routes of B's own account (and B's record), each refused to the user linked to A. */
	Stream<ApiRoute> bankAccountRoutesOfB() {
		String account = "/api/v3/bank-accounts/" + accountOfB;
		String unknownDocument = UUID.randomUUID().toString();
		return Stream.of(get(account), new ApiRoute("PUT", account + "/status", Map.of("status", "Active")),
				get(account + "/validation"),
				new ApiRoute("PUT", account + "/validation", Map.of("validationMethod", "Manual", "validated", true)),
				new ApiRoute("POST", account + "/documents", document()), get(account + "/documents/" + unknownDocument),
				new ApiRoute("DELETE", account + "/documents/" + unknownDocument, null),
				get("/api/v3/bank-accounts?dateTimeStart=" + FROM + "&clientId=" + clientB),
				get("/api/v3/bank-accounts?dateTimeStart=" + FROM + "&clientId=" + UUID.randomUUID()),
				new ApiRoute("POST", "/api/v3/bank-accounts", newAccount(List.of(clientB))));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("bankAccountRoutesOfB")
	void aLinkedUserIsRefusedTheBankAccountsItsRecordDoesNotOwn(ApiRoute route) {
		assertRefused(route.send(http, linkedUser));
	}

	@Test
	void refusedBankAccountWritesChangeNothing() {
		String account = "/api/v3/bank-accounts/" + accountOfB;
		JsonNode before = expect(http.get(account, aml.integrator), 200);
		List<String> accountsBefore = ids("/api/v3/bank-accounts?dateTimeStart=" + FROM, aml.integrator);

		assertRefused(http.putJson(account + "/status", linkedUser, Map.of("status", "Active")));
		assertRefused(http.postJson(account + "/documents", linkedUser, document()));
		assertRefused(http.postJson("/api/v3/bank-accounts", linkedUser, newAccount(List.of(clientB))));

		assertThat(expect(http.get(account, aml.integrator), 200)).isEqualTo(before);
		assertThat(ids("/api/v3/bank-accounts?dateTimeStart=" + FROM, aml.integrator))
			.containsExactlyInAnyOrderElementsOf(accountsBefore);
	}

	@Test
	void anUnknownBankAccountIsStillNotFoundForALinkedUser() {
		Http.Response response = http.get("/api/v3/bank-accounts/" + UUID.randomUUID(), linkedUser);

		assertThat(response.status()).as(response.toString()).isEqualTo(404);
		assertThat(response.json().get("detail").asString()).isEqualTo("No bank account with this id exists");
	}

	@Test
	void aLinkedUserActsForTheAccountsItsRecordOwnsAloneOrJointly() {
		for (String id : List.of(accountOfA, jointAccount)) {
			JsonNode account = expect(http.get("/api/v3/bank-accounts/" + id, linkedUser), 200);
			assertThat(account.get("id").asString()).isEqualTo(id);
			assertThat(account.get("clientIds").valueStream().map(JsonNode::asString).toList()).contains(clientA);
			assertThat(expect(http.get("/api/v3/bank-accounts/" + id + "/validation", linkedUser), 200)
				.get("validationMethod").asString()).isEqualTo("None");
		}
		JsonNode uploaded = expect(http.postJson("/api/v3/bank-accounts/" + jointAccount + "/documents", linkedUser,
				document()), 201);
		assertThat(uploaded.get("fileName").asString()).isEqualTo("passport.pdf");

		JsonNode own = expect(http.postJson("/api/v3/bank-accounts", linkedUser, newAccount(List.of(clientA))), 200);
		assertThat(own.get("status").asString()).isEqualTo("Initial");
		JsonNode joint = expect(http.postJson("/api/v3/bank-accounts", linkedUser,
				newAccount(List.of(clientB, clientA))), 200);
		assertThat(joint.get("clientIds").valueStream().map(JsonNode::asString).toList())
			.containsExactly(clientB, clientA);
		JsonNode activated = expect(http.putJson("/api/v3/bank-accounts/" + own.get("id").asString() + "/status",
				linkedUser, Map.of("status", "Active")), 200);
		assertThat(activated.get("status").asString()).isEqualTo("Active");
	}

	@Test
	void theBankAccountListOfALinkedUserHoldsOnlyTheAccountsItsRecordOwns() {
		List<String> listed = ids("/api/v3/bank-accounts?dateTimeStart=" + FROM, linkedUser);
		assertThat(listed).contains(accountOfA, jointAccount).doesNotContain(accountOfB);
		assertThat(ids("/api/v3/bank-accounts?dateTimeStart=" + FROM + "&clientId=" + clientA, linkedUser))
			.containsExactlyInAnyOrderElementsOf(listed);
		for (String token : List.of(aml.integrator, unlinkedUser)) {
			assertThat(ids("/api/v3/bank-accounts?dateTimeStart=" + FROM, token)).contains(accountOfA, accountOfB,
					jointAccount);
		}
	}

	@Test
	void aClientCredentialsTokenAndAnUnlinkedUserActForEveryBankAccountOfTheTenant() {
		for (String token : List.of(aml.integrator, unlinkedUser)) {
			for (String id : List.of(accountOfA, accountOfB, jointAccount)) {
				assertThat(expect(http.get("/api/v3/bank-accounts/" + id, token), 200).get("id").asString())
					.isEqualTo(id);
				expect(http.get("/api/v3/bank-accounts/" + id + "/validation", token), 200);
			}
			assertThat(ids("/api/v3/bank-accounts?dateTimeStart=" + FROM + "&clientId=" + clientB, token))
				.contains(accountOfB, jointAccount)
				.doesNotContain(accountOfA);
			JsonNode created = expect(http.postJson("/api/v3/bank-accounts", token, newAccount(List.of(clientB))),
					200);
			assertThat(created.get("clientIds").valueStream().map(JsonNode::asString).toList())
				.containsExactly(clientB);
		}
	}

	/** AML routes, reads and writes, of A's own record, of B's and tenant-wide. */
	Stream<ApiRoute> amlRoutes() {
		return Stream.of(get("/api/v3/aml/action-evaluations?clientId=" + clientA),
				get("/api/v3/aml/action-evaluations"), get("/api/v3/aml/customers/" + clientA + "/indicator"),
				get("/api/v3/aml/customers/" + clientB + "/indicator"),
				new ApiRoute("PUT", "/api/v3/aml/customers/" + clientA + "/cash-balance", Map.of()), get("/api/v3/aml/settings"),
				get("/api/v3/aml/most-risky-clients"), get("/api/v3/aml/daily-risk-records?clientId=" + clientA),
				new ApiRoute("POST", "/api/v3/aml/action-evaluations", aml.deposit(clientA, "100")),
				new ApiRoute("PUT", "/api/v3/aml/settings",
						Map.of("amlOfficerEmail", "me@example.com", "riskThresholdAcceptAutoBelow", 9,
								"riskThresholdRejectAutoAbove", 10, "defaultPEPRiskFactor", 1,
								"defaultSanctionRiskFactor", 1, "defaultOtherRiskFactor", 1,
								"saveAMLMonitoringResultsUnderClientDocs", false)),
				get("/api/v3/aml/" + UUID.randomUUID()));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("amlRoutes")
	void aLinkedUserIsRefusedEveryAmlRouteWhateverItsScopes(ApiRoute route) {
		assertRefused(route.send(http, linkedUser));
	}

	@Test
	void aClientCredentialsTokenAndAnUnlinkedUserStillReadTheAmlRoutes() {
		for (String token : List.of(aml.integrator, unlinkedUser)) {
			JsonNode settings = expect(http.get("/api/v3/aml/settings", token), 200);
			assertThat(settings.get("amlOfficerEmail").asString()).isEqualTo("officer@example.com");
			assertThat(expect(http.get("/api/v3/aml/customers/" + clientA + "/indicator", token), 200).isObject())
				.isTrue();
			assertThat(expect(http.get("/api/v3/aml/action-evaluations?clientId=" + clientA, token), 200).isArray())
				.isTrue();
			assertThat(expect(http.get("/api/v3/aml/most-risky-clients", token), 200).isArray()).isTrue();
		}
	}

	@Test
	void aRequestWithoutATokenOnAnAmlRouteIsStillUnauthorized() {
		Http.Response response = http.get("/api/v3/aml/settings");

		assertThat(response.status()).as(response.toString()).isEqualTo(401);
		assertThat(response.header("WWW-Authenticate")).startsWith("Bearer");
	}

	private static void assertRefused(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(403);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("detail").asString()).isEqualTo(REFUSAL);
	}

	private List<String> ids(String path, String token) {
		return expect(http.get(path, token), 200).get("data")
			.valueStream()
			.map(node -> node.get("id").asString())
			.toList();
	}

	private static ApiRoute get(String path) {
		return new ApiRoute("GET", path, null);
	}
}
