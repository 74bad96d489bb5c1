package dev.kontor.identity.clients;

import org.junit.jupiter.api.Test;

import dev.kontor.shared.Sha256;

import static org.assertj.core.api.Assertions.assertThat;

class ClientSecretsTest {

	private final ClientSecrets encoder = new ClientSecrets();

	@Test
	void storesASaltedHashThatVerifiesOnlyItsSecret() {
		String secret = ClientSecrets.generate();
		String stored = ClientSecrets.storedHashOf(secret);

		assertThat(stored).startsWith("{ssha256}").doesNotContain(secret).doesNotContain(Sha256.hex(secret));
		assertThat(encoder.matches(secret, stored)).isTrue();
		assertThat(encoder.matches(secret + "x", stored)).isFalse();
		assertThat(encoder.upgradeEncoding(stored)).isFalse();
	}

	@Test
	void theSameSecretHashesDifferentlyEveryTime() {
		String secret = ClientSecrets.generate();

		assertThat(ClientSecrets.storedHashOf(secret)).isNotEqualTo(ClientSecrets.storedHashOf(secret));
		assertThat(encoder.encode(secret)).startsWith("{ssha256}").isNotEqualTo(encoder.encode(secret));
	}

	@Test
	void unsaltedHashesOfTheFirstVersionStillVerifyAndAskForAnUpgrade() {
		String secret = ClientSecrets.generate();
		String unsalted = "{sha256}" + Sha256.hex(secret);

		assertThat(encoder.matches(secret, unsalted)).isTrue();
		assertThat(encoder.matches(secret + "x", unsalted)).isFalse();
		assertThat(encoder.upgradeEncoding(unsalted)).isTrue();
	}

	@Test
	void aDamagedOrForeignHashVerifiesNothing() {
		String secret = ClientSecrets.generate();

		assertThat(encoder.matches(secret, "{ssha256}no-separator")).isFalse();
		assertThat(encoder.matches(secret, "{ssha256}***$***")).isFalse();
		assertThat(encoder.matches(secret, "{bcrypt}$2a$10$abcdefghijklmnopqrstuv")).isFalse();
	}

	@Test
	void generatedSecretsCarry256RandomBits() {
		String secret = ClientSecrets.generate();

		assertThat(secret).hasSize(43).matches("[A-Za-z0-9_-]+");
		assertThat(ClientSecrets.generate()).isNotEqualTo(secret);
	}
}
