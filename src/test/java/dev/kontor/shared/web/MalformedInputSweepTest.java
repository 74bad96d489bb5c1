package dev.kontor.shared.web;

import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.shared.security.Scopes;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.OpenApiDocument;
import dev.kontor.testing.OpenApiOperations;
import dev.kontor.testing.OpenApiOperations.Operation;
import dev.kontor.testing.OpenApiOperations.Parameter;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every operation of the application's own OpenAPI document, with every path and query parameter and every JSON
 * body property in turn replaced by a malformed value, answers 4xx: never a 5xx. The failures are collected and
 * reported together, each with method, path, what was replaced, the value and the answer. The sweep runs against
 * PostgreSQL only, the production database, whose own refusals of what passed the checks (NUL characters, lengths)
 * would show there as 5xx; its minute on H2 goes to the suite's time budget instead.
 */
@EnabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "swept once, against the production database")
class MalformedInputSweepTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String LONG = "x".repeat(10_000);

	private static final String RAW = "\u0001raw:";

	/** Malformed texts of a path or query parameter, sent percent-encoded. */
	private static final List<String> PARAMETER_VALUES = List.of("", LONG, "\u0000", "-1", "2147483648", "1e400",
			"Unknown_Value", "not-a-uuid", "2026-13-45", "abc,,def");

	/** Malformed JSON values of a body property; {@code RAW} marks JSON text sent as it is. */
	private static final List<Object> BODY_VALUES = List.of(RAW + "null", "", LONG, "\u0000", -1, 2147483648L,
			RAW + "1e400", "Unknown_Value", "not-a-uuid", "2026-13-45T25:61:00Z", RAW + "{}", RAW + "[]");

	private static final String DEEP = "[".repeat(10_000) + "]".repeat(10_000);

	private final List<String> failures = new ArrayList<>();

	private final Map<Integer, Integer> statuses = new java.util.TreeMap<>();

	private String tenantToken;

	private String adminToken;

	private Map<String, String> known;

	@Test
	void everyMalformedValueOfEveryOperationAnswers4xx() {
		JsonNode document = OpenApiDocument.fetch(http);
		OpenApiOperations operations = new OpenApiOperations(document);
		UUID tenantId = platform.newTenant();
		List<String> tenantScopes = Scopes.API_SCOPES.stream()
			.filter(scope -> !Scopes.OPERATOR_ONLY.contains(scope))
			.toList();
		tenantToken = platform.clientCredentialsToken(
				platform.newServerClient(tenantId, tenantScopes.toArray(String[]::new)), String.join(" ", tenantScopes));
		adminToken = platform.adminToken();
		known = Map.of("tenantId", tenantId.toString());
		// The test's own probe of a bug answers 500 on purpose (UnexpectedFailureLogTest).
		List<Operation> all = operations.all()
			.stream()
			// The tests' own probes (failing or holding requests on purpose) are not operations of the product.
			.filter(operation -> !operation.path().startsWith("/api/test/"))
			.toList();
		assertThat(all).hasSizeGreaterThan(50);

		for (Operation operation : all) {
			sweep(operations, operation);
		}

		System.out.println("Malformed input sweep of " + all.size() + " operations, answers by status: " + statuses);
		assertThat(failures).as(() -> failures.size() + " answers were not 4xx:\n" + String.join("\n", failures))
			.isEmpty();
		// Every token was accepted, and the values reached the operations' own checks.
		assertThat(statuses).doesNotContainKey(401);
		assertThat(statuses.getOrDefault(400, 0)).isGreaterThan(all.size() * 10);
	}

	private void sweep(OpenApiOperations operations, Operation operation) {
		Map<String, String> values = new LinkedHashMap<>();
		operation.parameters()
			.forEach(parameter -> values.put(parameter.name(),
					operations.plausibleText(parameter.name(), parameter.schema(), known)));
		Object body = operation.bodySchema() == null ? null
				: operations.plausible("body", operation.bodySchema(), 0);
		String token = tokenFor(operation, values, body);
		for (Parameter parameter : operation.parameters()) {
			for (String value : PARAMETER_VALUES) {
				Map<String, String> changed = new LinkedHashMap<>(values);
				changed.put(parameter.name(), value);
				check(operation, parameter.in() + " " + parameter.name(), value,
						send(operation, token, changed, body == null ? null : json(body), "application/json"));
			}
		}
		if (body == null) {
			return;
		}
		for (String property : operations.properties(operation.bodySchema()).keySet()) {
			for (Object value : BODY_VALUES) {
				check(operation, "body " + property, value,
						send(operation, token, values, json(withProperty(body, property, value)), "application/json"));
			}
		}
		Map<String, String> wholeBodies = Map.of("deep nesting", DEEP, "null", "null", "empty", "", "truncated",
				"{\"a\":", "scalar", "1e400");
		wholeBodies.forEach((what, text) -> check(operation, "body", what,
				send(operation, token, values, text, "application/json")));
		check(operation, "Content-Type", "text/plain",
				send(operation, token, values, json(body), "text/plain"));
	}

	/** The tenant's token with every scope; the operator's where the tenant's is refused (operator operations). */
	private String tokenFor(Operation operation, Map<String, String> values, Object body) {
		if (operation.path().startsWith("/admin/")) {
			return adminToken;
		}
		Http.Response baseline = send(operation, tenantToken, values, body == null ? null : json(body),
				"application/json");
		check(operation, "baseline", "plausible values", baseline);
		return baseline.status() == 403 ? adminToken : tenantToken;
	}

	private void check(Operation operation, String where, Object value, Http.Response answer) {
		statuses.merge(answer.status(), 1, Integer::sum);
		if (answer.status() >= 500 || answer.status() < 100) {
			String shown = String.valueOf(value);
			shown = shown.length() > 40 ? shown.substring(0, 40) + "… (" + shown.length() + " characters)" : shown;
			String body = answer.body().length() > 300 ? answer.body().substring(0, 300) + "…" : answer.body();
			failures.add(operation + " " + where + " = " + shown.replace("\u0000", "\\u0000") + " -> "
					+ answer.status() + " " + body);
		}
	}

	private Http.Response send(Operation operation, String token, Map<String, String> values, String body,
			String contentType) {
		String path = operation.path();
		StringBuilder query = new StringBuilder();
		for (Parameter parameter : operation.parameters()) {
			String value = encode(values.get(parameter.name()));
			if (parameter.in().equals("path")) {
				path = path.replace("{" + parameter.name() + "}", value);
			}
			else {
				query.append(query.isEmpty() ? "?" : "&").append(parameter.name()).append('=').append(value);
			}
		}
		HttpRequest.Builder request = http.request(path + query)
			.timeout(Duration.ofSeconds(60))
			.header("Authorization", "Bearer " + token);
		HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody()
				: HttpRequest.BodyPublishers.ofString(body);
		if (body != null) {
			request.header("Content-Type", contentType);
		}
		try {
			return http.send(request.method(operation.method(), publisher));
		}
		catch (IllegalStateException ex) {
			return new Http.Response(0, Map.of(), "no answer: " + ex.getCause());
		}
	}

	private static Object withProperty(Object body, String property, Object value) {
		if (body instanceof List<?> list && !list.isEmpty() && list.get(0) instanceof Map<?, ?> first) {
			List<Object> changed = new ArrayList<>(list);
			changed.set(0, withProperty(first, property, value));
			return changed;
		}
		Map<Object, Object> changed = body instanceof Map<?, ?> map ? new LinkedHashMap<>(map) : new LinkedHashMap<>();
		changed.put(property, value);
		return changed;
	}

	/** The body as JSON, with the values marked raw spliced in as JSON text. */
	private static String json(Object body) {
		String text = JSON.writeValueAsString(body);
		for (Object value : BODY_VALUES) {
			if (value instanceof String raw && raw.startsWith(RAW)) {
				text = text.replace(JSON.writeValueAsString(raw), raw.substring(RAW.length()));
			}
		}
		return text;
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
	}
}
