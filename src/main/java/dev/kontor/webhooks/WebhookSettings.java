package dev.kontor.webhooks;

import java.time.Duration;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of webhook delivery ({@code kontor.webhooks.*}).
 *
 * @param timeout how long a receiver has to answer an attempt
 * @param firstRetryDelay wait after the first failure; each further wait doubles
 * @param retryHorizon no attempt is made later than this after the first one
 * @param secretRotationOverlap how long the previous signing secret still signs after a rotation
 * @param requireHttps refuse endpoints that are not {@code https} (off only in development)
 * @param allowPrivateTargets allow endpoints on loopback, private and link-local addresses
 * @param pollInterval how often an instance looks for due deliveries
 * @param batchSize how many due deliveries an instance claims at once
 * @param maxInFlight how many deliveries an instance holds at once: attempts in flight, and deliveries claimed ahead
 * that wait for their endpoint
 * @param maxInFlightPerEndpoint the most attempts an instance runs at the same time for one endpoint; each endpoint's
 * limit is learned from its answers between the floor and this ceiling, starting at 16: acknowledgements widen it,
 * attempts without an answer in time, failed connections, 429 and 503 halve it, so that a receiver that keeps up gets
 * the throughput its answers allow and a slow or dead one cannot take the room of the others (up to four times as
 * many of its deliveries, at most 48 more, may be claimed ahead)
 * @param minInFlightPerEndpoint the fewest attempts an instance runs at the same time for one endpoint that has due
 * deliveries, however it answers (at most the ceiling)
 * @param lease how long a claimed delivery stays with the instance that claimed it
 * @param disableFailingEndpoints disable an endpoint when a delivery to it fails for good and it has acknowledged
 * nothing within the retry horizon
 * @param receiversCacheTtl how long an instance routes events by the enabled endpoints of a tenant it read; a change
 * made through the instance applies at once, one made through another instance when its notification arrives, at the
 * latest within this time (0 reads every time)
 * @param poolSize how many database connections of its own the delivery pipeline of an instance has (claims,
 * outcomes, the queue's metrics), beside the application's pool, so that publishers that take every connection of
 * that pool do not hold up delivery
 * @param publishLagBound how far behind delivery to an endpoint that acknowledges its deliveries may fall before the
 * operator API refuses events of the endpoint's tenant with 429 and {@code Retry-After}, until delivery has caught up
 * (events of the platform's own modules are never refused)
 * @param backlogAgeAlert the age of the oldest due delivery still waiting for an attempt past which the backlog is
 * reported as late: a warning in the log, and the console's dashboard (the age itself is the metric
 * {@code kontor.webhooks.backlog.age})
 * @param backlogSampleInterval how often the queue's depth and the backlog's age are measured for their metrics
 */
@ConfigurationProperties("kontor.webhooks")
@Validated
public record WebhookSettings(@DefaultValue("10s") @NotNull Duration timeout,
		@DefaultValue("5m") @NotNull Duration firstRetryDelay, @DefaultValue("48h") @NotNull Duration retryHorizon,
		@DefaultValue("24h") @NotNull Duration secretRotationOverlap, @DefaultValue("true") boolean requireHttps,
		@DefaultValue("false") boolean allowPrivateTargets, @DefaultValue("200ms") @NotNull Duration pollInterval,
		@DefaultValue("200") @Min(1) int batchSize, @DefaultValue("256") @Min(1) int maxInFlight,
		@DefaultValue("64") @Min(1) int maxInFlightPerEndpoint, @DefaultValue("2") @Min(1) int minInFlightPerEndpoint,
		@DefaultValue("60s") @NotNull Duration lease, @DefaultValue("true") boolean disableFailingEndpoints,
		@DefaultValue("1s") @NotNull Duration receiversCacheTtl, @DefaultValue("4") @Min(2) int poolSize,
		@DefaultValue("5s") @NotNull Duration publishLagBound,
		@DefaultValue("60s") @NotNull Duration backlogAgeAlert,
		@DefaultValue("5s") @NotNull Duration backlogSampleInterval) {
}
