package dev.kontor.bankaccounts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;

import static dev.kontor.testing.LostUpdates.assertAnswered200Or409;
import static dev.kontor.testing.LostUpdates.assertIsTheLastSuccessfulWrite;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Concurrent moves of bank accounts over HTTP: a move to Suspended racing a move to Deleted must never leave a
 * deleted account suspended again; the loser answers 409 and the winner's move stands. Versions are ETags, honoured
 * in If-Match; a change of the validation or documents changes the ETag too.
 */
class BankAccountLostUpdateTest extends HttpTest {

	private static final String GERMAN_IBAN = "DE89370400440532013000";

	private static final int ACCOUNTS = 30;

	private static final int ROUNDS = 3;

	private String token;

	private String owner;

	@BeforeEach
	void tenant() {
		UUID tenantId = platform.newTenant();
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write",
				"bankaccounts.read", "bankaccounts.write"), "clients.write bankaccounts.read bankaccounts.write");
		Http.Response client = http.postJson("/api/v3/clients", token,
				Map.of("clientKey", "owner", "clientType", "Retail", "name", "Erika", "surname", "Mustermann"));
		assertThat(client.status()).as(client.toString()).isEqualTo(201);
		owner = client.json().get("id").asString();
	}

	@Test
	void aSuspensionRacingADeletionNeverBringsADeletedAccountBack() throws Exception {
		for (int round = 0; round < ROUNDS; round++) {
			List<String> ids = new ArrayList<>();
			for (int i = 0; i < ACCOUNTS; i++) {
				String id = create();
				assertThat(status(id, "Active").status()).isEqualTo(200);
				ids.add(id);
			}
			List<Callable<Http.Response>> requests = new ArrayList<>();
			for (String id : ids) {
				requests.add(() -> status(id, "Suspended"));
				requests.add(() -> status(id, "Deleted"));
			}

			List<Http.Response> answers = Races.run(requests);

			for (int i = 0; i < ACCOUNTS; i++) {
				Http.Response suspend = answers.get(2 * i);
				Http.Response delete = answers.get(2 * i + 1);
				assertAnswered200Or409(suspend);
				assertAnswered200Or409(delete);
				Http.Response stored = http.get("/api/v3/bank-accounts/" + ids.get(i), token);
				if (delete.status() == 200) {
					assertThat(stored.json().get("status").asString())
						.as("a deleted account stays deleted").isEqualTo("Deleted");
				}
				assertIsTheLastSuccessfulWrite(stored, suspend, delete);
			}
		}
	}

	@Test
	void aMoveNamingAStaleVersionAnswers412AndChangesOfDocumentsChangeTheVersion() {
		String id = create();
		String created = http.get("/api/v3/bank-accounts/" + id, token).header("ETag");
		assertThat(created).isEqualTo("\"0\"");

		Http.Response document = http.postJson("/api/v3/bank-accounts/" + id + "/documents", token,
				Map.of("contentType", "Text_Plain", "documentType", "Bill", "fileData", "0x4869"));
		assertThat(document.status()).as(document.toString()).isEqualTo(201);
		String afterDocument = http.get("/api/v3/bank-accounts/" + id, token).header("ETag");
		assertThat(afterDocument).isEqualTo("\"1\"");

		Http.Response stale = http.putJson("/api/v3/bank-accounts/" + id + "/status", token, created,
				Map.of("status", "Active"));
		assertThat(stale.status()).as(stale.toString()).isEqualTo(412);
		assertThat(stale.header("Content-Type")).startsWith("application/problem+json");

		Http.Response current = http.putJson("/api/v3/bank-accounts/" + id + "/status", token, afterDocument,
				Map.of("status", "Active"));
		assertThat(current.status()).as(current.toString()).isEqualTo(200);
		assertThat(current.header("ETag")).isEqualTo("\"2\"");
		Http.Response stored = http.get("/api/v3/bank-accounts/" + id, token);
		assertThat(stored.json().get("status").asString()).isEqualTo("Active");
		assertThat(stored.header("ETag")).isEqualTo("\"2\"");
	}

	private Http.Response status(String id, String status) {
		return http.putJson("/api/v3/bank-accounts/" + id + "/status", token, Map.of("status", status));
	}

	private String create() {
		Map<String, Object> body = new HashMap<>(Map.of("clientIds", List.of(owner), "accountHolderName",
				"Erika Mustermann", "bankName", "Commerzbank", "bic", "COBADEFFXXX", "alpha3CountryCode", "DEU",
				"currencyCode", "EUR", "iban", GERMAN_IBAN));
		Http.Response response = http.postJson("/api/v3/bank-accounts", token, body);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("id").asString();
	}
}
