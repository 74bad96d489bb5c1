package dev.kontor.identity;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;
import dev.kontor.testing.Races;

import static org.assertj.core.api.Assertions.assertThat;

class SigningKeyRotationTest extends HttpTest {

	@AfterEach
	void backToRs256() {
		rotate("RS256");
	}

	@Test
	void rotationKeepsTheOldKeyPublishedAndItsTokensValid() {
		UUID tenantId = platform.newTenant();
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		String before = platform.clientCredentialsToken(client, "clients.read");
		String oldKid = kid(before);

		Http.Response rotated = rotate("RS256");

		String newKid = rotated.json().get("kid").asString();
		assertThat(newKid).isNotEqualTo(oldKid);
		assertThat(publishedKids()).contains(oldKid, newKid);
		assertThat(kid(platform.clientCredentialsToken(client, "clients.read"))).isEqualTo(newKid);
		assertThat(http.get("/api/test/tenants/" + tenantId + "/probe", before).status()).isEqualTo(200);
	}

	@Test
	void es256CanBeSelected() {
		UUID tenantId = platform.newTenant();
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");

		rotate("ES256");

		String token = platform.clientCredentialsToken(client, "clients.read");
		assertThat(ClientCredentialsGrantTest.jwtPart(token, 0).get("alg").asString()).isEqualTo("ES256");
		assertThat(http.get("/api/test/tenants/" + tenantId + "/probe", token).status()).isEqualTo(200);
		JsonNode jwks = http.get("/.well-known/openid-configuration/jwks").json();
		assertThat(jwks.get("keys").valueStream().map(key -> key.get("kty").asString())).contains("EC", "RSA");
		assertThat(jwks.toString()).doesNotContain("\"d\"");
	}

	@Test
	void ofConcurrentRotationsOneWinsAtATimeAndOneKeyStaysActive() throws Exception {
		List<Callable<Http.Response>> rotations = new ArrayList<>();
		for (int i = 0; i < 6; i++) {
			rotations.add(() -> http.postJson("/admin/v1/signing-keys/rotation", platform.adminToken(),
					Map.of("algorithm", "ES256")));
		}

		List<Http.Response> answers = Races.run(rotations);

		assertThat(answers).allSatisfy(answer -> assertThat(answer.status()).as(answer.toString()).isIn(201, 409));
		List<String> created = answers.stream()
			.filter(answer -> answer.status() == 201)
			.map(answer -> answer.json().get("kid").asString())
			.toList();
		assertThat(created).isNotEmpty();
		List<String> active = http.get("/admin/v1/signing-keys", platform.adminToken())
			.json()
			.valueStream()
			.filter(key -> key.get("retiredAt") == null || key.get("retiredAt").isNull())
			.map(key -> key.get("kid").asString())
			.toList();
		assertThat(active).hasSize(1);
		assertThat(created).contains(active.get(0));
		Platform.Client client = platform.newServerClient(platform.newTenant(), "clients.read");
		assertThat(kid(platform.clientCredentialsToken(client, "clients.read"))).isEqualTo(active.get(0));
	}

	@Test
	void refusesUnknownAlgorithm() {
		Http.Response response = http.postJson("/admin/v1/signing-keys/rotation", platform.adminToken(),
				Map.of("algorithm", "HS256"));

		assertThat(response.status()).isEqualTo(400);
	}

	private Http.Response rotate(String algorithm) {
		Http.Response response = http.postJson("/admin/v1/signing-keys/rotation", platform.adminToken(),
				Map.of("algorithm", algorithm));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response;
	}

	private List<String> publishedKids() {
		return http.get("/.well-known/openid-configuration/jwks")
			.json()
			.get("keys")
			.valueStream()
			.map(key -> key.get("kid").asString())
			.toList();
	}

	private static String kid(String token) {
		return ClientCredentialsGrantTest.jwtPart(token, 0).get("kid").asString();
	}
}
