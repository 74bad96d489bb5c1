package dev.kontor.clients.kistam;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
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
import org.springframework.transaction.support.TransactionOperations;

import dev.kontor.clients.ClientSettings;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.time.LatestScheduledTime;

/**
 * Makes the yearly church tax query of every Onboarded client record with a tax identification number, at the time
 * {@code kontor.clients.kistam-cron} names (UTC). Every instance looks every {@code kistam-check-interval} whether
 * the queries of the latest scheduled time are made, so that an instance down at that time catches up. Safe with
 * several instances: a batch of client records is locked ({@code FOR UPDATE SKIP LOCKED}) before its queries are
 * made, and a client record has one yearly query per year (a unique constraint), so that a batch another instance
 * made meanwhile rolls back and is read again. Client records created after the scheduled time are left to their
 * onboarding query.
 */
@Component
class YearlyKistam implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(YearlyKistam.class);

	private static final Duration LOOK_BACK = Duration.ofDays(366);

	/** Batches in a row that conflict with another instance before a run gives up until the next look. */
	private static final int MAX_CONFLICTS = 100;

	private final KistamQueryStore store;

	private final TransactionOperations transactions;

	private final ClientSettings settings;

	private final CronExpression cron;

	private final Clock clock;

	/** The scheduled time whose queries this instance has seen made, so that it need not look again. */
	private volatile @Nullable Instant done;

	YearlyKistam(KistamQueryStore store, TransactionOperations transactions, ClientSettings settings, Clock clock) {
		this.store = store;
		this.transactions = transactions;
		this.settings = settings;
		this.cron = CronExpression.parse(settings.kistamCron());
		this.clock = clock;
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		Duration interval = settings.kistamCheckInterval();
		jobs.addFixedDelayTask(new FixedDelayTask(this::onSchedule, interval, Duration.ofSeconds(10)));
	}

	private void onSchedule() {
		try {
			runDue();
		}
		catch (RuntimeException ex) {
			log.warn("The yearly church tax queries failed: {}", ex.toString());
		}
	}

	/** Makes the queries of the latest scheduled time that are not made yet. */
	void runDue() {
		Instant due = latestScheduledTime(Timestamps.now(clock));
		if (due == null || due.equals(done)) {
			return;
		}
		int made = makeYearly(due.atZone(ZoneOffset.UTC).getYear(), due);
		if (made > 0) {
			log.info("Yearly church tax queries made: scheduledFor={} queries={}", due, made);
		}
		done = due;
	}

	/**
	 * Makes the yearly queries of {@code year} for the Onboarded client records with a tax id created before {@code
	 * createdBefore} that lack it; answers how many this call made. Returns when no such record is left unlocked.
	 */
	int makeYearly(int year, Instant createdBefore) {
		return makeYearly(year, createdBefore, settings.kistamBatchSize());
	}

	int makeYearly(int year, Instant createdBefore, int batchSize) {
		int made = 0;
		int conflicts = 0;
		UUID after = null;
		while (conflicts < MAX_CONFLICTS) {
			List<KistamQueryStore.Due> batch;
			try {
				batch = makeBatch(year, createdBefore, after, batchSize);
				conflicts = 0;
			}
			catch (DataIntegrityViolationException | PessimisticLockingFailureException ex) {
				conflicts++;
				continue;
			}
			if (batch.isEmpty()) {
				if (after == null) {
					return made;
				}
				after = null;
				continue;
			}
			made += batch.size();
			after = batch.getLast().clientId();
		}
		log.warn("The yearly church tax queries of {} met {} conflicts in a row; the next look goes on", year,
				MAX_CONFLICTS);
		return made;
	}

	private List<KistamQueryStore.Due> makeBatch(int year, Instant createdBefore, @Nullable UUID after,
			int batchSize) {
		return transactions.execute(status -> {
			List<KistamQueryStore.Due> due = store.lockLackingYearly(year, createdBefore, after, batchSize);
			if (!due.isEmpty()) {
				store.insertYearly(due, year, Timestamps.now(clock));
			}
			return due;
		});
	}

	/** The latest time the cron expression names at or before {@code now}, within the last year. */
	@Nullable Instant latestScheduledTime(Instant now) {
		return LatestScheduledTime.of(cron, now, LOOK_BACK);
	}
}
