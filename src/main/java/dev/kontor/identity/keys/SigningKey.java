package dev.kontor.identity.keys;

import java.time.Instant;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

import dev.kontor.identity.IdentitySettings.SigningAlgorithm;

/**
 * A key the platform signs tokens with. The active key has no {@code retiredAt}; it is published at once and signs
 * from {@code signsFrom}, when every instance publishes it; the key it replaced signs until then (its
 * {@code retiredAt}) and stays in the JWKS until the last token it signed has expired.
 */
@NamedInterface("administration")
public record SigningKey(String kid, SigningAlgorithm algorithm, Instant createdAt, Instant signsFrom,
		@Nullable Instant retiredAt) {

	/** Whether the key signs the tokens issued at {@code now}. */
	public boolean signsAt(Instant now) {
		return !signsFrom.isAfter(now) && (retiredAt == null || retiredAt.isAfter(now));
	}

	/** The operator API answers it (the key that signs new tokens); declared, so that it is shown on purpose. */
	@JsonProperty("active")
	public boolean isActive() {
		return retiredAt == null;
	}
}
