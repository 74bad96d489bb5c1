package dev.kontor.webhooks.dispatch;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Component;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.queue.Claim;

/**
 * How far behind delivery is, endpoint by endpoint, as this instance sees it when it claims: how long the oldest
 * delivery of each claim had been due. A tenant is {@linkplain #behind(Collection) behind} while one of its endpoints
 * that acknowledges its deliveries lags more than {@code kontor.webhooks.publish-lag-bound}; the operator API then
 * refuses that tenant's events with 429 and {@code Retry-After} until delivery has caught up, so that publishers who
 * could send far more than any receiver takes slow down to what is delivered, instead of taking the processors from
 * delivery and piling up a backlog that takes minutes to drain.
 *
 * <p>An endpoint that fails its attempts never holds its tenant back: its deliveries wait for it on the retry
 * schedule. Nor does one this instance has not claimed for in the last seconds (idle, disabled, or worked by other
 * instances): what is not known to lag does not.
 */
@Component
public class DeliveryLag {

	/** How long what a claim showed counts: a few claim cycles of a busy endpoint. */
	static final Duration FRESH = Duration.ofSeconds(5);

	/** What a tenant waits before publishing again: about how often a busy endpoint is claimed for. */
	static final Duration RETRY_AFTER = Duration.ofSeconds(1);

	private final Map<UUID, Seen> byEndpoint = new ConcurrentHashMap<>();

	private final Duration bound;

	private final Clock clock;

	DeliveryLag(WebhookSettings settings, Clock clock) {
		this.bound = settings.publishLagBound();
		this.clock = clock;
	}

	/** What the endpoint's claim showed: how long its oldest delivery had been due. */
	private record Seen(UUID tenantId, Duration lag, Instant claimedAt, boolean acknowledging) {
	}

	/** Takes the claim's deliveries, each endpoint's oldest first (as they are claimed). */
	void claimed(List<Claim> claims, Instant now) {
		Set<UUID> endpoints = new HashSet<>();
		for (Claim claim : claims) {
			UUID endpointId = claim.delivery().endpointId();
			if (endpoints.add(endpointId)) {
				Instant due = claim.delivery().progress().nextAttemptAt();
				Duration lag = due == null || due.isAfter(now) ? Duration.ZERO : Duration.between(due, now);
				byEndpoint.merge(endpointId, new Seen(claim.delivery().tenantId(), lag, now, false),
						(seen, claimed) -> new Seen(seen.tenantId(), lag, now, seen.acknowledging()));
			}
		}
	}

	/** An attempt at the endpoint ended: whether it was acknowledged. */
	void attempted(UUID endpointId, boolean acknowledged) {
		byEndpoint.computeIfPresent(endpointId,
				(id, seen) -> seen.acknowledging() == acknowledged ? seen
						: new Seen(seen.tenantId(), seen.lag(), seen.claimedAt(), acknowledged));
	}

	/**
	 * Whether delivery to an acknowledging endpoint of one of these tenants lags more than the bound.
	 *
	 * @return how long the publisher should wait, empty when publishing may go on
	 */
	public Optional<Duration> behind(Collection<UUID> tenantIds) {
		Instant now = Instant.now(clock);
		for (Seen seen : byEndpoint.values()) {
			if (lags(seen, now) && tenantIds.contains(seen.tenantId())) {
				return Optional.of(RETRY_AFTER);
			}
		}
		return Optional.empty();
	}

	/** Whether delivery to an acknowledging endpoint of any tenant lags more than the bound. */
	public boolean anyBehind() {
		Instant now = Instant.now(clock);
		return byEndpoint.values().stream().anyMatch(seen -> lags(seen, now));
	}

	private boolean lags(Seen seen, Instant now) {
		return seen.acknowledging() && seen.lag().compareTo(bound) > 0 && seen.claimedAt().isAfter(now.minus(FRESH));
	}
}
