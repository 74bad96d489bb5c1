package dev.kontor.identity;

import java.security.Security;
import java.security.Signature;
import java.util.Map;
import java.util.UUID;

import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jwt.SignedJWT;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.shared.crypto.OperatingSystem;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Tokens signed by Amazon Corretto Crypto Provider verify with the JDK's providers and at the platform's APIs. */
class FastSigningTest extends HttpTest {

	@AfterEach
	void backToRs256() {
		rotate("RS256");
	}

	@ParameterizedTest
	@ValueSource(strings = { "RS256", "ES256" })
	void tokensSignedByCorrettoVerifyWithTheJdksProviders(String algorithm) throws Exception {
		assumeTrue(OperatingSystem.current().hasCorrettoBuild());
		String jcaName = algorithm.equals("RS256") ? "SHA256withRSA" : "SHA256withECDSA";
		assertThat(Signature.getInstance(jcaName).getProvider().getName()).isEqualTo("AmazonCorrettoCryptoProvider");
		UUID tenantId = platform.newTenant();
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		rotate(algorithm);

		String token = platform.clientCredentialsToken(client, "clients.read");

		SignedJWT jwt = SignedJWT.parse(token);
		assertThat(jwt.getHeader().getAlgorithm().getName()).isEqualTo(algorithm);
		JWK key = JWKSet.parse(http.get("/.well-known/openid-configuration/jwks").body())
			.getKeyByKeyId(jwt.getHeader().getKeyID());
		JWSVerifier jdk = algorithm.equals("RS256") ? new RSASSAVerifier(key.toRSAKey()) : new ECDSAVerifier(key.toECKey());
		jdk.getJCAContext().setProvider(Security.getProvider(algorithm.equals("RS256") ? "SunRsaSign" : "SunEC"));
		assertThat(jwt.verify(jdk)).isTrue();
		assertThat(http.get("/api/test/tenants/" + tenantId + "/probe", token).status()).isEqualTo(200);
	}

	private void rotate(String algorithm) {
		assertThat(http.postJson("/admin/v1/signing-keys/rotation", platform.adminToken(),
				Map.of("algorithm", algorithm)).status()).isEqualTo(201);
	}
}
