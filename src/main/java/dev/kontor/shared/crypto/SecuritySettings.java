package dev.kontor.shared.crypto;

import java.nio.file.Path;

import jakarta.validation.constraints.NotNull;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of secrets at rest ({@code kontor.security.*}).
 *
 * @param masterKey the key-encryption key, base64 of 32 bytes ({@code KONTOR_MASTER_KEY}); required with the
 * {@code prod} profile
 * @param masterKeyFile where a key is generated and kept when none is configured outside {@code prod}: beside the
 * embedded database files
 */
@ConfigurationProperties("kontor.security")
@Validated
public record SecuritySettings(@Nullable String masterKey,
		@DefaultValue("./data/kontor-master.key") @NotNull Path masterKeyFile) {

	/** The variable operators set; named in every message about the key. */
	public static final String MASTER_KEY_VARIABLE = "KONTOR_MASTER_KEY";

	public boolean hasMasterKey() {
		return masterKey != null && !masterKey.isBlank();
	}

	/**
	 * What is wrong with this master key setting for production, or {@code null} if nothing: checked before any
	 * bean is made, so the message names the variable to set and never repeats its value.
	 */
	public static @Nullable String productionProblemOf(@Nullable String masterKey) {
		if (masterKey == null || masterKey.isBlank()) {
			return "set " + MASTER_KEY_VARIABLE + " to base64 of " + MasterKey.BYTES
					+ " random bytes (openssl rand -base64 32): it seals the stored secrets";
		}
		try {
			MasterKey.parse(masterKey);
			return null;
		}
		catch (IllegalArgumentException malformed) {
			return malformed.getMessage();
		}
	}
}
