package dev.kontor.console;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** Every limit of the console's forms, at the limit (accepted) and one past it (400 with the problem page). */
class ConsoleFormLimitsTest extends HttpTest {

	private static ConsoleSession session;

	private static UUID tenantId;

	@BeforeEach
	void signIn() {
		if (session == null) {
			session = ConsoleSession.signIn(BASE_URL, platform.newUser(platform.operatorTenantId(), "operator"));
			tenantId = platform.newTenant();
		}
	}

	static Stream<Arguments> limits() {
		return Stream.of(Arguments.of("tenant name", "/console/tenants", "name", 200, 201),
				Arguments.of("application name", "/console/oauth-clients", "applicationName", 200, 201),
				Arguments.of("username", "/console/users", "username", 100, 101),
				Arguments.of("username too short", "/console/users", "username", 3, 2),
				Arguments.of("password (bcrypt reads 72 bytes)", "/console/users", "password", 72, 73),
				Arguments.of("password too short", "/console/users", "password", 12, 11),
				Arguments.of("endpoint URL", "/console/webhook-endpoints", "url", 2048, 2049),
				Arguments.of("API key", "/console/webhook-endpoints", "apiKey", 512, 513));
	}

	@ParameterizedTest(name = "{0}: {3} accepted, {4} refused")
	@MethodSource("limits")
	void acceptsTheLimitAndRefusesOnePastIt(String what, String path, String field, int limit, int pastLimit) {
		Http.Response atLimit = session.post(pageOf(path), path, form(path, field, limit));
		assertThat(atLimit.status()).as(what + " at the limit: " + atLimit).isIn(200, 302);

		Http.Response pastIt = session.post(pageOf(path), path, form(path, field, pastLimit));
		assertThat(pastIt.status()).as(what + " past the limit").isEqualTo(400);
		assertThat(pastIt.body()).contains("The input is not valid").contains(field);
	}

	private static String pageOf(String path) {
		return path.equals("/console/tenants") ? path : path + "?tenantId=" + tenantId;
	}

	private static Map<String, String> form(String path, String field, int length) {
		Map<String, String> form = new LinkedHashMap<>(switch (path) {
			case "/console/tenants" -> Map.of("name", Platform.unique("t"));
			case "/console/oauth-clients" -> Map.of("tenantId", tenantId.toString(), "applicationName", "App",
					"applicationType", "server", "grantTypes", "client_credentials", "scopes", "clients.read");
			case "/console/users" -> Map.of("tenantId", tenantId.toString(), "username", Platform.unique("u"),
					"password", "correct horse battery staple");
			default -> Map.of("tenantId", tenantId.toString(), "url", "https://localhost/k",
					"authMode", "ApiKey", "apiKey", "key");
		});
		form.put(field, value(field, length));
		return form;
	}

	/** A value of exactly this length that is valid but for its length. */
	private static String value(String field, int length) {
		String unique = Platform.unique("v").replace("-", "");
		String base = switch (field) {
			case "url" -> "https://localhost/" + unique + "/";
			case "username" -> length < 10 ? "" : unique;
			default -> unique;
		};
		StringBuilder value = new StringBuilder(base.length() > length ? base.substring(0, length) : base);
		while (value.length() < length) {
			value.append(field.equals("username") && length < 10 ? (char) ('a' + value.length()) : 'x');
		}
		return value.toString();
	}
}
