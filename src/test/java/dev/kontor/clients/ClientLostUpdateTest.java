package dev.kontor.clients;

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
 * Concurrent writes of client records over HTTP: a details update racing a delete must never bring the deleted
 * record back; the loser answers 409 and the winner's change stands. Versions are ETags, honoured in If-Match.
 */
class ClientLostUpdateTest extends HttpTest {

	private static final int RECORDS = 30;

	private static final int ROUNDS = 3;

	private String writer;

	@BeforeEach
	void tenant() {
		UUID tenantId = platform.newTenant();
		writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read", "clients.write"),
				"clients.read clients.write");
	}

	@Test
	void aDetailsUpdateRacingADeleteNeverBringsADeletedRecordBack() throws Exception {
		for (int round = 0; round < ROUNDS; round++) {
			List<String> keys = new ArrayList<>();
			List<String> ids = new ArrayList<>();
			for (int i = 0; i < RECORDS; i++) {
				keys.add("race-" + round + "-" + i);
				ids.add(create(keys.get(i)));
			}
			List<Callable<Http.Response>> requests = new ArrayList<>();
			for (int i = 0; i < RECORDS; i++) {
				String id = ids.get(i);
				Map<String, Object> renamed = details(keys.get(i), "Renamed in round " + round);
				requests.add(() -> http.putJson("/api/v3/clients/" + id, writer, renamed));
				requests.add(() -> http.putJson("/api/v3/clients/" + id + "/status", writer, Map.of("status", "Deleted")));
			}

			List<Http.Response> answers = Races.run(requests);

			for (int i = 0; i < RECORDS; i++) {
				Http.Response update = answers.get(2 * i);
				Http.Response delete = answers.get(2 * i + 1);
				assertAnswered200Or409(update);
				assertAnswered200Or409(delete);
				Http.Response stored = http.get("/api/v3/clients/" + ids.get(i), writer);
				if (delete.status() == 200) {
					assertThat(stored.json().get("status").asString()).as("a deleted record stays deleted")
						.isEqualTo("Deleted");
					assertThat(stored.json().get("name").asString()).as("the update of a deleted record is refused")
						.isEqualTo(update.status() == 200 ? "Renamed in round " + round : "Erika");
				}
				assertIsTheLastSuccessfulWrite(stored, update, delete);
			}
		}
	}

	@Test
	void anUpdateNamingTheCurrentVersionInIfMatchSucceedsAndAStaleOneAnswers412() {
		String id = create("versioned");
		Http.Response read = http.get("/api/v3/clients/" + id, writer);
		String etag = read.header("ETag");
		assertThat(etag).isEqualTo("\"0\"");

		Http.Response updated = putWithIfMatch("/api/v3/clients/" + id, etag, details("versioned", "Anna"));
		assertThat(updated.status()).as(updated.toString()).isEqualTo(200);
		assertThat(updated.header("ETag")).isEqualTo("\"1\"");

		Http.Response stale = putWithIfMatch("/api/v3/clients/" + id + "/status", etag, Map.of("status", "Deleted"));
		assertThat(stale.status()).as(stale.toString()).isEqualTo(412);
		assertThat(stale.header("Content-Type")).startsWith("application/problem+json");
		assertThat(http.get("/api/v3/clients/" + id, writer).json().get("status").asString()).isEqualTo("Initial");

		assertThat(putWithIfMatch("/api/v3/clients/" + id, "W/\"1\"", details("versioned", "Berta")).status())
			.as("a weak tag never matches").isEqualTo(412);
		Http.Response any = putWithIfMatch("/api/v3/clients/" + id + "/status", "*", Map.of("status", "Onboarded"));
		assertThat(any.status()).isEqualTo(200);
		assertThat(any.header("ETag")).isEqualTo("\"2\"");
		Http.Response current = http.get("/api/v3/clients/" + id, writer);
		assertThat(current.header("ETag")).isEqualTo("\"2\"");
		assertThat(current.json()).isEqualTo(any.json());
		assertThat(current.json().get("name").asString()).isEqualTo("Anna");
	}

	@Test
	void aCreatedRecordAnswersItsFirstVersion() {
		Http.Response created = http.postJson("/api/v3/clients", writer, details("first", "Erika"));

		assertThat(created.status()).isEqualTo(201);
		assertThat(created.header("ETag")).isEqualTo("\"0\"");
	}

	private Http.Response putWithIfMatch(String path, String ifMatch, Object body) {
		return http.putJson(path, writer, ifMatch, body);
	}

	private String create(String key) {
		Http.Response response = http.postJson("/api/v3/clients", writer, details(key, "Erika"));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	private static Map<String, Object> details(String key, String name) {
		return new HashMap<>(Map.of("clientKey", key, "clientType", "Retail", "name", name, "surname", "Mustermann"));
	}
}
