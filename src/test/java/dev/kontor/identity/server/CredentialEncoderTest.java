package dev.kontor.identity.server;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CredentialEncoderTest {

	private final CredentialEncoder encoder = new CredentialEncoder();

	@Test
	void hashesPasswordsWithBcrypt() {
		String hash = encoder.encode("correct horse battery staple");

		assertThat(hash).startsWith("{bcrypt}");
		assertThat(encoder.matches("correct horse battery staple", hash)).isTrue();
		assertThat(encoder.matches("wrong", hash)).isFalse();
		assertThat(encoder.upgradeEncoding(hash)).isFalse();
	}
}
