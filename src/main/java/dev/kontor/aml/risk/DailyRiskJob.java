package dev.kontor.aml.risk;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.scheduling.support.CronExpression;
import org.springframework.stereotype.Component;

import dev.kontor.aml.AmlProperties;
import dev.kontor.shared.time.LatestScheduledTime;

/**
 * Runs the daily risk calculation of every tenant once per scheduled time ({@code kontor.aml.daily-risk-cron}, UTC).
 * Every instance looks every minute whether a tenant lacks the run of the latest scheduled time, so an instance that
 * was down at 02:00 catches up, and the run's unique scheduled time makes sure only one instance runs it.
 */
@Component
class DailyRiskJob implements SchedulingConfigurer {

	/** {@code createdUserId} of the records the schedule writes. */
	static final UUID SCHEDULER = UUID.nameUUIDFromBytes("kontor:daily-risk-job".getBytes(StandardCharsets.UTF_8));

	private static final Logger log = LoggerFactory.getLogger(DailyRiskJob.class);

	private static final Duration LOOK_BACK = Duration.ofDays(8);

	private final DailyRiskCalculation calculation;

	private final CronExpression cron;

	private final boolean enabled;

	private final Clock clock;

	private final Duration checkInterval;

	DailyRiskJob(DailyRiskCalculation calculation, AmlProperties properties, Clock clock) {
		this.calculation = calculation;
		this.cron = CronExpression.parse(properties.dailyRiskCron());
		this.enabled = properties.dailyRiskEnabled();
		this.checkInterval = properties.dailyRiskCheckInterval();
		this.clock = clock;
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::onSchedule, checkInterval, Duration.ofSeconds(10)));
	}

	void onSchedule() {
		if (enabled) {
			runDue();
		}
	}

	/** Runs the calculation of every tenant that lacks the run of the latest scheduled time. */
	void runDue() {
		Instant due = latestScheduledTime(Instant.now(clock));
		if (due == null) {
			return;
		}
		calculation.tenantsLacking(due).forEach(tenantId -> runFor(tenantId, due));
	}

	private void runFor(UUID tenantId, Instant due) {
		try {
			RiskRun run = calculation.run(tenantId, SCHEDULER, due);
			log.info("Daily risk calculation done: tenant={} scheduledFor={} clients={} took={}ms", tenantId, due,
					run.clientCount(), Duration.between(run.startedDate(), run.finishedDate()).toMillis());
		}
		catch (DataIntegrityViolationException | PessimisticLockingFailureException ex) {
			log.debug("Daily risk calculation of tenant {} for {} taken by another instance", tenantId, due);
		}
	}

	/** The latest time the cron expression names at or before {@code now}, within the last eight days. */
	@Nullable Instant latestScheduledTime(Instant now) {
		return LatestScheduledTime.of(cron, now, LOOK_BACK);
	}
}
