package dev.kontor.corporateactions.processing;

import java.time.Duration;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.corporateactions.CorporateActionSettings;

/**
 * Processes due corporate actions every {@code kontor.corporate-actions.processing-interval} (an hour by default),
 * so that an action is booked on its payment date even when an instance was down at midnight.
 */
@Component
class ProcessingJob implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(ProcessingJob.class);

	private final CorporateActionProcessing processing;

	private final Duration interval;

	ProcessingJob(CorporateActionProcessing processing, CorporateActionSettings settings) {
		this.processing = processing;
		this.interval = settings.processingInterval();
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::onSchedule, interval, Duration.ofMinutes(1)));
	}

	void onSchedule() {
		int booked = processing.runDue();
		if (booked > 0) {
			log.info("Corporate action entitlements booked: {}", booked);
		}
	}
}
