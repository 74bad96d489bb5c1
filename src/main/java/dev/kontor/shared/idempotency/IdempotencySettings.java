package dev.kontor.shared.idempotency;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the {@code Idempotency-Key} header on creating requests.
 *
 * @param retention how long a key and its answer are kept after the first request claimed it
 * @param inFlightWait how long a request with the key of one still running waits for its answer before it answers
 *     409 with {@code Retry-After}
 * @param abandonedAfter how long a key may stay claimed by a request that never ended (its instance stopped) before
 *     a retry may claim it again; longer than any creating request takes
 * @param cleanupInterval how often expired keys are deleted
 */
@ConfigurationProperties("kontor.idempotency")
@Validated
public record IdempotencySettings(@DefaultValue("24h") Duration retention, @DefaultValue("2s") Duration inFlightWait,
		@DefaultValue("5m") Duration abandonedAfter, @DefaultValue("10m") Duration cleanupInterval) {
}
