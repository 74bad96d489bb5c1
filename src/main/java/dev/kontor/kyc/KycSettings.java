package dev.kontor.kyc;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;

import jakarta.validation.Valid;
import org.hibernate.validator.constraints.time.DurationMin;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the KYC module ({@code kontor.kyc.*}).
 *
 * @param sessionTtl how long a session may stay unfinished (Created or Pending) before it expires
 * @param expiryInterval how often an instance looks for sessions to expire
 * @param callbackWindow how old a provider callback's timestamp may be (and how far ahead of this server's clock);
 * nonces are kept this long
 * @param providers per provider name (lower case, e.g. {@code simulated}): its callback signing secret. The built-in
 * simulator's secret is generated at start when none is set, with a warning.
 */
@ConfigurationProperties("kontor.kyc")
@Validated
public record KycSettings(@DefaultValue("7d") @DurationMin(seconds = 1) Duration sessionTtl,
		@DefaultValue("1m") @DurationMin(seconds = 1) Duration expiryInterval,
		@DefaultValue("5m") @DurationMin(seconds = 1) Duration callbackWindow,
		@DefaultValue Map<String, @Valid Provider> providers) {

	/** @param secret the key of the provider's callback signatures (HMAC-SHA256) */
	public record Provider(@Nullable String secret) {
	}

	/** The configured secret of the provider, if any. */
	public @Nullable String secretOf(String provider) {
		Provider settings = providers.get(provider.toLowerCase(Locale.ROOT));
		return settings == null ? null : settings.secret();
	}
}
