package dev.kontor.shared.idempotency;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

/**
 * Deletes the keys claimed longer than {@code kontor.idempotency.retention} ago, with their answers. Instances on one
 * database may run it at once: each deletes what is left.
 */
@Component
@RequiredArgsConstructor
class ExpiredKeys implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(ExpiredKeys.class);

	private final IdempotencyKeys keys;

	private final IdempotencySettings settings;

	private final Clock clock;

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::removeExpired, settings.cleanupInterval(),
				Duration.ofMinutes(1)));
	}

	void removeExpired() {
		int removed = keys.deleteClaimedBefore(Instant.now(clock).minus(settings.retention()));
		if (removed > 0) {
			log.info("Removed {} expired idempotency keys", removed);
		}
	}
}
