package dev.kontor.identity.server;

import org.junit.jupiter.api.Test;

import dev.kontor.identity.clients.ClientSecrets;

import static org.assertj.core.api.Assertions.assertThat;

class CredentialEncoderTest {

	private final CredentialEncoder encoder = new CredentialEncoder();

	@Test
	void verifiesClientSecretAgainstItsSha256Digest() {
		String secret = ClientSecrets.generate();
		String stored = ClientSecrets.storedDigestOf(secret);

		assertThat(stored).startsWith("{sha256}").hasSize("{sha256}".length() + 64);
		assertThat(encoder.matches(secret, stored)).isTrue();
		assertThat(encoder.matches(secret + "x", stored)).isFalse();
	}

	@Test
	void neverUpgradesAClientSecretDigestToBcrypt() {
		assertThat(encoder.upgradeEncoding(ClientSecrets.storedDigestOf(ClientSecrets.generate()))).isFalse();
	}

	@Test
	void hashesPasswordsWithBcrypt() {
		String hash = encoder.encode("correct horse battery staple");

		assertThat(hash).startsWith("{bcrypt}");
		assertThat(encoder.matches("correct horse battery staple", hash)).isTrue();
		assertThat(encoder.matches("wrong", hash)).isFalse();
	}

	@Test
	void generatedSecretsCarry256RandomBits() {
		String secret = ClientSecrets.generate();

		assertThat(secret).hasSize(43).matches("[A-Za-z0-9_-]+");
		assertThat(ClientSecrets.generate()).isNotEqualTo(secret);
	}
}
