package dev.kontor.shared.crypto;

import java.util.Base64;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SecretSealerTest {

	private static final String KEY = Base64.getEncoder().encodeToString(new byte[32]);

	private static final String OTHER_KEY = Base64.getEncoder().encodeToString("another key of thirty-two bytes!".getBytes());

	private static final String SECRET = "whsec_c2VjcmV0IHRoYXQgbXVzdCBub3QgbGVhaw==";

	private static final SecretContext ROW_A = new SecretContext("webhook_endpoints", "api_key", "row-a");

	private final SecretSealer sealer = SecretSealer.withKey(KEY);

	@Test
	void opensWhatItSealedInTheSameContext() {
		String sealed = sealer.seal(SECRET, ROW_A);

		assertThat(sealed).startsWith("enc:v1:").doesNotContain(SECRET).doesNotContain("c2VjcmV0");
		assertThat(SecretSealer.isSealed(sealed)).isTrue();
		assertThat(sealer.open(sealed, ROW_A)).isEqualTo(SECRET);
	}

	@Test
	void aDerivedSecretIsTheSameUnderTheSameKeyAndAnotherForAnotherPurposeOrKey() {
		String derived = sealer.derivedSecret("kyc.callbacks");

		assertThat(SecretSealer.withKey(KEY).derivedSecret("kyc.callbacks")).as("another instance, the same key")
			.isEqualTo(derived);
		assertThat(sealer.derivedSecret("another purpose")).isNotEqualTo(derived);
		assertThat(SecretSealer.withKey(OTHER_KEY).derivedSecret("kyc.callbacks")).isNotEqualTo(derived);
		assertThat(Base64.getUrlDecoder().decode(derived)).hasSize(32);
		assertThat(derived).doesNotContain(KEY);
	}

	@Test
	void sealsTheSameSecretDifferentlyEveryTime() {
		assertThat(sealer.seal(SECRET, ROW_A)).isNotEqualTo(sealer.seal(SECRET, ROW_A));
	}

	@Test
	void aSealedValueMovedToAnotherRowDoesNotOpen() {
		String sealed = sealer.seal(SECRET, ROW_A);

		assertThatThrownBy(() -> sealer.open(sealed, new SecretContext("webhook_endpoints", "api_key", "row-b")))
			.isInstanceOf(SecretSealer.SecretNotOpened.class)
			.hasMessageContaining("row-b")
			.hasMessageNotContaining(SECRET);
	}

	@Test
	void aSealedValueMovedToAnotherColumnOrTableDoesNotOpen() {
		String sealed = sealer.seal(SECRET, ROW_A);

		assertThatThrownBy(() -> sealer.open(sealed, new SecretContext("webhook_endpoints", "auth_secret", "row-a")))
			.isInstanceOf(SecretSealer.SecretNotOpened.class);
		assertThatThrownBy(() -> sealer.open(sealed, new SecretContext("signing_keys", "api_key", "row-a")))
			.isInstanceOf(SecretSealer.SecretNotOpened.class);
	}

	@Test
	void anAlteredValueDoesNotOpen() {
		String sealed = sealer.seal(SECRET, ROW_A);
		// Not the last character: some of its bits may be unused padding.
		int at = sealed.length() - 10;
		String altered = sealed.substring(0, at) + (sealed.charAt(at) == 'A' ? 'B' : 'A') + sealed.substring(at + 1);

		assertThatThrownBy(() -> sealer.open(altered, ROW_A)).isInstanceOf(SecretSealer.SecretNotOpened.class);
	}

	@Test
	void aValueSealedUnderAnotherKeyDoesNotOpenAndSaysSo() {
		String sealed = SecretSealer.withKey(OTHER_KEY).seal(SECRET, ROW_A);

		assertThatThrownBy(() -> sealer.open(sealed, ROW_A)).isInstanceOf(SecretSealer.SecretNotOpened.class)
			.hasMessageContaining("another master key");
	}

	@Test
	void aValueInClearIsRecognisedAndNotOpened() {
		assertThat(SecretSealer.isSealed(SECRET)).isFalse();
		assertThatThrownBy(() -> sealer.open(SECRET, ROW_A)).isInstanceOf(SecretSealer.SecretNotOpened.class)
			.hasMessageContaining("not sealed")
			.hasMessageNotContaining(SECRET);
	}

	@Test
	void sealIfClearLeavesSealedValuesAlone() {
		String sealed = sealer.seal(SECRET, ROW_A);

		assertThat(sealer.sealIfClear(sealed, ROW_A)).isEqualTo(sealed);
		assertThat(sealer.open(sealer.sealIfClear(SECRET, ROW_A), ROW_A)).isEqualTo(SECRET);
	}
}
