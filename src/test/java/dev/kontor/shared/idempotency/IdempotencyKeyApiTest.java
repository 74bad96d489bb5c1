package dev.kontor.shared.idempotency;

import java.time.Duration;
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

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.OpenApiDocument;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code Idempotency-Key} on every creating POST that takes it, over HTTP with real tokens: a retry answers the
 * first answer and creates nothing, another request with the key is refused, keys of tenants are apart, expired keys
 * are removed, and parallel requests with one key create one record.
 */
class IdempotencyKeyApiTest extends HttpTest {

	static final String KEY = IdempotencyKeyHeader.NAME;

	static final String REPLAYED = IdempotencyKeyHeader.REPLAYED;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	MutableClock clock;

	@Autowired
	ExpiredKeys expiredKeys;

	@AfterEach
	void resetClock() {
		clock.reset();
	}

	static Stream<String> operations() {
		return CreatingOperations.ALL.stream();
	}

	static Stream<String> tenantOperations() {
		return operations().filter(operation -> !operation.startsWith("event"));
	}

	@ParameterizedTest
	@MethodSource("operations")
	void theSameKeyAndBodyAnswerTheFirstAnswerAgainAndCreateNothing(String operation) {
		CreatingOperations.Case c = newCase(operation);
		String key = UUID.randomUUID().toString();
		long before = c.records().getAsLong();

		Http.Response first = post(c.path(), c.token(), key, c.body());
		Http.Response again = post(c.path(), c.token(), key, c.body());

		assertThat(first.status()).as(first.toString()).isEqualTo(c.status());
		assertThat(first.header(REPLAYED)).isNull();
		assertThat(again.status()).isEqualTo(first.status());
		assertThat(again.body()).isEqualTo(first.body());
		assertThat(again.header("Content-Type")).isEqualTo(first.header("Content-Type"));
		assertThat(again.header("ETag")).as("the version the first answer named").isEqualTo(first.header("ETag"));
		assertThat(again.header(REPLAYED)).isEqualTo("true");
		assertThat(c.records().getAsLong() - before).as("records created")
			.isEqualTo(CreatingOperations.recordsPerRequest(operation));
	}

	@ParameterizedTest
	@MethodSource("operations")
	void theSameKeyWithAnotherBodyAnswers422NamingTheHeader(String operation) {
		CreatingOperations.Case c = newCase(operation);
		String key = UUID.randomUUID().toString();
		assertThat(post(c.path(), c.token(), key, c.body()).status()).isEqualTo(c.status());
		long after = c.records().getAsLong();

		Http.Response other = post(c.path(), c.token(), key, c.otherBody());

		assertThat(other.status()).as(other.toString()).isEqualTo(422);
		assertThat(other.header("Content-Type")).isEqualTo("application/problem+json");
		assertThat(other.json().get("errors").has(KEY)).as(other.toString()).isTrue();
		assertThat(other.json().get("detail").asString()).contains(KEY);
		assertThat(c.records().getAsLong()).isEqualTo(after);
		assertThat(post(c.path(), c.token(), UUID.randomUUID().toString(), c.otherBody()).status())
			.as("the other body with a new key").isEqualTo(c.status());
	}

	@ParameterizedTest
	@MethodSource("tenantOperations")
	void anotherTenantsSameKeyIsIndependent(String operation) {
		CreatingOperations.Case mine = newCase(operation);
		CreatingOperations.Case theirs = newCase(operation);
		String key = UUID.randomUUID().toString();
		Http.Response first = post(mine.path(), mine.token(), key, mine.body());

		Http.Response other = post(theirs.path(), theirs.token(), key, theirs.body());

		assertThat(other.status()).as(other.toString()).isEqualTo(theirs.status());
		assertThat(other.header(REPLAYED)).isNull();
		assertThat(other.json().get("id").asString()).isNotEqualTo(first.json().get("id").asString());
		assertThat(theirs.records().getAsLong()).isEqualTo(1);
		assertThat(mine.records().getAsLong()).isEqualTo(1);
	}

	@ParameterizedTest
	@MethodSource("operations")
	void expiredKeysAreRemovedAndTheKeyServesANewRequest(String operation) {
		CreatingOperations.Case c = newCase(operation);
		String key = UUID.randomUUID().toString();
		Http.Response first = post(c.path(), c.token(), key, c.body());
		long after = c.records().getAsLong();

		clock.advance(Duration.ofHours(24).plusMinutes(1));
		expiredKeys.removeExpired();
		clock.reset();

		assertThat(jdbc.sql("SELECT count(*) FROM idempotency_keys WHERE idempotency_key = :key")
			.param("key", key)
			.query(Long.class)
			.single()).isZero();
		Http.Response again = post(c.path(), c.token(), key, c.otherBody());
		assertThat(again.status()).as(again.toString()).isEqualTo(c.status());
		assertThat(again.header(REPLAYED)).isNull();
		assertThat(again.body()).isNotEqualTo(first.body());
		assertThat(c.records().getAsLong()).isGreaterThan(after);
	}

	@Test
	void keysYoungerThanTheRetentionAreKept() {
		CreatingOperations.Case c = newCase("clients");
		String key = UUID.randomUUID().toString();
		Http.Response first = post(c.path(), c.token(), key, c.body());

		clock.advance(Duration.ofHours(23).plusMinutes(59));
		expiredKeys.removeExpired();
		clock.reset();

		Http.Response again = post(c.path(), c.token(), key, c.body());
		assertThat(again.header(REPLAYED)).isEqualTo("true");
		assertThat(again.body()).isEqualTo(first.body());
	}

	@ParameterizedTest
	@MethodSource("operations")
	void parallelRequestsWithOneKeyCreateOneRecord(String operation) throws Exception {
		CreatingOperations.Case c = newCase(operation);
		String key = UUID.randomUUID().toString();
		long before = c.records().getAsLong();
		int parallel = 8;

		List<Http.Response> answers = new ArrayList<>();
		try (ExecutorService pool = Executors.newFixedThreadPool(parallel)) {
			List<Callable<Http.Response>> calls = new ArrayList<>();
			for (int i = 0; i < parallel; i++) {
				calls.add(() -> post(c.path(), c.token(), key, c.body()));
			}
			for (Future<Http.Response> answer : pool.invokeAll(calls)) {
				answers.add(answer.get());
			}
		}

		assertThat(c.records().getAsLong() - before).as("records created")
			.isEqualTo(CreatingOperations.recordsPerRequest(operation));
		List<Http.Response> executed = answers.stream()
			.filter(answer -> answer.status() == c.status() && answer.header(REPLAYED) == null)
			.toList();
		assertThat(executed).as(answers.toString()).hasSize(1);
		for (Http.Response answer : answers) {
			if (answer.status() == 409) {
				assertThat(answer.header("Retry-After")).isEqualTo("1");
				assertThat(answer.json().get("detail").asString()).contains(KEY);
			}
			else {
				assertThat(answer.status()).as(answer.toString()).isEqualTo(c.status());
				assertThat(answer.body()).isEqualTo(executed.getFirst().body());
			}
		}
	}

	@Test
	void withoutTheHeaderEveryRequestCreates() {
		CreatingOperations.Case c = newCase("bank-accounts");

		http.postJson(c.path(), c.token(), c.body());
		http.postJson(c.path(), c.token(), c.body());

		assertThat(c.records().getAsLong()).isEqualTo(2);
	}

	@ParameterizedTest
	@ValueSource(strings = { "", " ", "tab\tinside" })
	void aKeyThatIsNotPrintableAsciiAnswers400NamingTheHeader(String key) {
		CreatingOperations.Case c = newCase("clients");

		Http.Response response = post(c.path(), c.token(), key, c.body());

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(KEY)).isTrue();
		assertThat(c.records().getAsLong()).isZero();
	}

	@Test
	void aKeyOf255CharactersIsTakenAndOf256Refused() {
		CreatingOperations.Case c = newCase("clients");

		assertThat(post(c.path(), c.token(), "k".repeat(256), c.body()).status()).isEqualTo(400);
		assertThat(post(c.path(), c.token(), "k".repeat(255), c.body()).status()).isEqualTo(201);
		assertThat(post(c.path(), c.token(), "k".repeat(255), c.body()).header(REPLAYED)).isEqualTo("true");
	}

	@Test
	void theSameKeyOnAnotherPathAnswers422() {
		CreatingOperations.Case c = newCase("documents");
		String key = UUID.randomUUID().toString();
		assertThat(post(c.path(), c.token(), key, c.body()).status()).isEqualTo(201);
		String otherAccount = c.path().replaceFirst("bank-accounts/[^/]+/", "bank-accounts/" + UUID.randomUUID() + "/");

		Http.Response response = post(otherAccount, c.token(), key, c.body());

		assertThat(response.status()).as(response.toString()).isEqualTo(422);
		assertThat(response.json().get("errors").has(KEY)).isTrue();
	}

	@Test
	void aJsonBodyWithItsPropertiesInAnotherOrderIsTheSameRequest() {
		CreatingOperations.Case c = newCase("clients");
		String key = UUID.randomUUID().toString();
		Http.Response first = post(c.path(), c.token(), key,
				"{\"clientKey\":\"k-1\",\"clientType\":\"Retail\",\"name\":\"Erika\",\"surname\":\"Mustermann\"}");

		Http.Response again = post(c.path(), c.token(), key,
				"{ \"surname\": \"Mustermann\", \"name\": \"Erika\", \"clientType\": \"Retail\", \"clientKey\": \"k-1\" }");

		assertThat(again.header(REPLAYED)).as(again.toString()).isEqualTo("true");
		assertThat(again.body()).isEqualTo(first.body());
		assertThat(c.records().getAsLong()).isEqualTo(1);
	}

	@Test
	void aRefusalIsAnsweredAgainButACallerWithoutTheScopeDoesNotPinTheKey() {
		CreatingOperations.Case c = newCase("bank-accounts");
		String key = UUID.randomUUID().toString();
		@SuppressWarnings("unchecked")
		Map<String, Object> unknownOwner = new HashMap<>((Map<String, Object>) c.body());
		unknownOwner.put("clientIds", List.of(UUID.randomUUID().toString()));
		Http.Response refused = post(c.path(), c.token(), key, unknownOwner);
		assertThat(refused.status()).as(refused.toString()).isIn(400, 404, 422);

		Http.Response again = post(c.path(), c.token(), key, unknownOwner);

		assertThat(again.status()).isEqualTo(refused.status());
		assertThat(again.header(REPLAYED)).isEqualTo("true");

		String otherKey = UUID.randomUUID().toString();
		String readOnly = platform.clientCredentialsToken(platform.newServerClient(c.tenantId(), "bankaccounts.read"),
				"bankaccounts.read");
		assertThat(post(c.path(), readOnly, otherKey, c.body()).status()).isEqualTo(403);
		Http.Response allowed = post(c.path(), c.token(), otherKey, c.body());
		assertThat(allowed.status()).as(allowed.toString()).isEqualTo(200);
		assertThat(allowed.header(REPLAYED)).isNull();
	}

	@Test
	void theApiDescriptionNamesTheHeaderOnTheOperationsThatTakeIt() {
		JsonNode paths = OpenApiDocument.fetch(http).get("paths");

		assertThat(parameterNames(paths.get("/api/v3/clients").get("post"))).contains(KEY);
		assertThat(parameterNames(paths.get("/api/v3/bank-accounts/{bankAccountId}/documents").get("post")))
			.contains(KEY);
		assertThat(parameterNames(paths.get("/admin/v1/event-batches").get("post"))).contains(KEY);
		assertThat(parameterNames(paths.get("/api/v3/clients/{id}").get("put"))).doesNotContain(KEY);
	}

	private static List<String> parameterNames(JsonNode operation) {
		List<String> names = new ArrayList<>();
		if (operation.has("parameters")) {
			operation.get("parameters").forEach(parameter -> names.add(parameter.get("name").asString()));
		}
		return names;
	}

	private Http.Response post(String path, String token, String key, Object body) {
		return KeyedRequests.post(http, path, token, key, body);
	}

	private CreatingOperations.Case newCase(String operation) {
		return new CreatingOperations(http, platform, jdbc).newCase(operation);
	}
}
