package dev.kontor.identity.throttling;

import java.time.Duration;

import jakarta.validation.constraints.AssertTrue;
import jakarta.validation.constraints.Min;
import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Throttling of failed client authentications ({@code /connect/token}, {@code /connect/introspect},
 * {@code /connect/revocation}) and failed sign-ins ({@code /account/login}), see docs/decisions.md "Identity:
 * throttling of failed attempts".
 *
 * @param enabled whether failed attempts are throttled at all
 * @param clientFreeFailures failed authentications of one client id before it is locked out
 * @param clientAddressFreeFailures failed client authentications from one source address before it is locked out
 * @param userFreeFailures failed sign-ins of one username before it is locked out
 * @param signInAddressFreeFailures failed sign-ins from one source address before it is locked out
 * @param firstLockout the first lockout of a key; each further failure after it doubles the lockout
 * @param maxLockout the longest lockout
 * @param forgetAfter how long after a key's last failure its count starts again
 * @param refreshInterval how soon a lockout set by another instance takes effect here
 * @param maxCachedLockouts most lockouts an instance keeps in memory (the database keeps them all)
 */
@ConfigurationProperties("kontor.security.throttling")
@Validated
public record ThrottlingSettings(@DefaultValue("true") boolean enabled,
		@DefaultValue("10") @Min(1) int clientFreeFailures, @DefaultValue("100") @Min(1) int clientAddressFreeFailures,
		@DefaultValue("5") @Min(1) int userFreeFailures, @DefaultValue("50") @Min(1) int signInAddressFreeFailures,
		@DefaultValue("1m") @DurationMin(seconds = 1) Duration firstLockout,
		@DefaultValue("15m") @DurationMin(seconds = 1) Duration maxLockout,
		@DefaultValue("1h") @DurationMin(seconds = 1) Duration forgetAfter,
		@DefaultValue("2s") @DurationMin(millis = 10) Duration refreshInterval,
		@DefaultValue("100000") @Min(1) long maxCachedLockouts) {

	@AssertTrue(message = "first-lockout <= max-lockout < forget-after")
	public boolean isLadderConsistent() {
		return firstLockout.compareTo(maxLockout) <= 0 && maxLockout.compareTo(forgetAfter) < 0;
	}

	/** How many failures of a kind of key are free. */
	int freeFailures(AttemptKind kind) {
		return switch (kind) {
			case CLIENT -> clientFreeFailures;
			case CLIENT_ADDRESS -> clientAddressFreeFailures;
			case USER -> userFreeFailures;
			case SIGN_IN_ADDRESS -> signInAddressFreeFailures;
		};
	}
}
