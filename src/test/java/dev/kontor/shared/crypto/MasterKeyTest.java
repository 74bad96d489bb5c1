package dev.kontor.shared.crypto;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MasterKeyTest {

	private static final String KEY = Base64.getEncoder().encodeToString("thirty-two bytes of a master key".getBytes());

	private static final SecretContext CONTEXT = new SecretContext("signing_keys", "jwk", "kid-1");

	@TempDir
	Path data;

	@Test
	void usesTheConfiguredKey() {
		String sealed = SecretSealer.withKey(KEY).seal("secret", CONTEXT);

		SecretSealer configured = new SecretSealer(
				SecretsConfiguration.masterKey(new SecuritySettings(KEY, data.resolve("unused.key")), true));

		assertThat(configured.open(sealed, CONTEXT)).isEqualTo("secret");
		assertThat(data.resolve("unused.key")).doesNotExist();
	}

	@Test
	void productionRefusesToGoWithoutAKeyNamingTheVariable() {
		assertThatThrownBy(() -> SecretsConfiguration.masterKey(new SecuritySettings("", data.resolve("k")), true))
			.hasMessageContaining("KONTOR_MASTER_KEY");
		assertThat(data.resolve("k")).doesNotExist();
	}

	@Test
	void malformedKeysAreRefusedNamingTheVariableNotTheValue() {
		String tooShort = Base64.getEncoder().encodeToString(new byte[16]);

		assertThat(SecuritySettings.productionProblemOf(tooShort)).contains("KONTOR_MASTER_KEY", "32 bytes", "not 16")
			.doesNotContain(tooShort);
		assertThat(SecuritySettings.productionProblemOf("not base64 !")).contains("KONTOR_MASTER_KEY")
			.doesNotContain("not base64 !");
		assertThatThrownBy(() -> SecretsConfiguration.masterKey(new SecuritySettings(tooShort, data.resolve("k")), false))
			.hasMessageContaining("KONTOR_MASTER_KEY");
		assertThat(SecuritySettings.productionProblemOf(null)).contains("KONTOR_MASTER_KEY");
		assertThat(SecuritySettings.productionProblemOf(KEY)).isNull();
	}

	@Test
	void outsideProductionGeneratesAKeyOnceAndReusesIt() throws Exception {
		Path file = data.resolve("nested/kontor-master.key");
		SecuritySettings settings = new SecuritySettings(null, file);

		SecretSealer first = new SecretSealer(SecretsConfiguration.masterKey(settings, false));
		String sealed = first.seal("secret", CONTEXT);
		String written = Files.readString(file);
		SecretSealer later = new SecretSealer(SecretsConfiguration.masterKey(settings, false));

		assertThat(Base64.getDecoder().decode(written)).hasSize(32);
		assertThat(later.open(sealed, CONTEXT)).isEqualTo("secret");
		assertThat(Files.readString(file)).isEqualTo(written);
	}

	@Test
	void theKeyNeverShowsInItsText() {
		MasterKey key = MasterKey.parse(KEY);

		assertThat(key.toString()).doesNotContain(KEY).contains(key.id());
	}
}
