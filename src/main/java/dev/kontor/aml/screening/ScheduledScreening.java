package dev.kontor.aml.screening;

import java.time.Clock;
import java.time.Duration;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Screens monitored customers again once their refresh interval has passed. Safe with several instances: each
 * customer is claimed with {@code FOR UPDATE SKIP LOCKED} before it is screened.
 */
@Component
@RequiredArgsConstructor
class ScheduledScreening implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(ScheduledScreening.class);

	private final CustomerMonitoring monitoring;

	private final ScreeningSettings settings;

	private final Clock clock;

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		Duration interval = settings.refreshPollInterval();
		jobs.addFixedDelayTask(new FixedDelayTask(this::screenDueCustomers, interval, interval));
	}

	void screenDueCustomers() {
		if (settings.refreshInterval().isZero() || settings.refreshInterval().isNegative()) {
			return;
		}
		int screened = monitoring.refreshDue(Timestamps.now(clock));
		if (screened > 0) {
			log.info("Screened {} monitored customers again", screened);
		}
	}
}
