package dev.kontor.identity;

import java.time.Duration;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the identity module ({@code kontor.identity.*}).
 *
 * @param accessTokenTtl lifetime of access tokens
 * @param refreshTokenTtl lifetime of refresh tokens (each rotation starts a new one)
 * @param refreshTokenAbsoluteLifetime how long after signing in a user's refresh tokens end, however often they
 * rotate
 * @param authorizationCodeTtl lifetime of authorization codes
 * @param idTokenTtl lifetime of ID tokens
 * @param signingAlgorithm algorithm of newly created signing keys: RS256 or ES256
 * @param keyRefreshInterval how often an instance reloads the signing keys that other instances may have
 * rotated, should their notification have been lost
 * @param keyPublicationDelay how long after a rotation the new key starts signing: every instance must publish it
 * first, so longer than {@code keyRefreshInterval} (the notification takes milliseconds; the reload is the safety
 * net); the previous key signs until then. Zero for a single instance that should sign with it at once
 * @param revocationRefreshInterval how soon a revocation made by another instance takes effect here should its
 * notification be lost (it arrives in milliseconds)
 * @param validatedTokenCacheSize how many validated access tokens an instance remembers, so that their signature
 * is checked once
 * @param authorizationCleanupInterval how often expired authorizations (codes, refresh tokens) are deleted
 * @param authorizationRetention how long an authorization is kept after its last code or token expired
 * @param authorizationCleanupBatchSize how many expired authorizations one delete statement removes
 * @param registeredClientCacheTtl how long an instance answers client lookups of the token endpoint from memory; a
 * change made through another instance (disabling, a new secret) takes effect here when its notification arrives, at
 * the latest after this time (a disabled client gets no token here at once: issuance reads its row), one
 * made here at once; zero reads the table on every request
 */
@ConfigurationProperties("kontor.identity")
@Validated
public record IdentitySettings(@DefaultValue("15m") @NotNull Duration accessTokenTtl,
		@DefaultValue("8h") @NotNull Duration refreshTokenTtl,
		@DefaultValue("30d") @NotNull Duration refreshTokenAbsoluteLifetime, @DefaultValue("2m") @NotNull Duration authorizationCodeTtl,
		@DefaultValue("15m") @NotNull Duration idTokenTtl, @DefaultValue("RS256") @NotNull SigningAlgorithm signingAlgorithm,
		@DefaultValue("10s") @NotNull Duration keyRefreshInterval,
		@DefaultValue("20s") @NotNull Duration keyPublicationDelay,
		@DefaultValue("5s") @NotNull Duration revocationRefreshInterval,
		@DefaultValue("100000") @Positive long validatedTokenCacheSize,
		@DefaultValue("10m") @NotNull Duration authorizationCleanupInterval,
		@DefaultValue("1d") @NotNull Duration authorizationRetention,
		@DefaultValue("500") @Positive int authorizationCleanupBatchSize,
		@DefaultValue("2s") @NotNull Duration registeredClientCacheTtl) {

	/** Algorithms the platform signs tokens with. */
	public enum SigningAlgorithm {

		RS256, ES256

	}

	/** The longest time a token signed with a key can stay valid: a retired key stays published this long. */
	public Duration longestTokenLifetime() {
		return accessTokenTtl.compareTo(idTokenTtl) > 0 ? accessTokenTtl : idTokenTtl;
	}
}
