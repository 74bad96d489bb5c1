package dev.kontor.orders.venue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderId;
import dev.kontor.orders.TradeCaptured;
import dev.kontor.orders.VenueReads;
import dev.kontor.orders.VenueReports;

/**
 * The venue's end-of-day confirmation: once the session in which an order had executions has ended, one
 * {@link TradeCaptured} (the catalogue's TradeCaptureReport) per order and session, whatever the number of its
 * executions. The venue decides when a session has ended; the order side marks the executions confirmed in the
 * event's transaction ({@link VenueReports#captured}), so that a confirmation is published once, also with several
 * instances.
 */
@Component
@ConditionalOnProperty(name = "kontor.orders.venue", havingValue = "simulated", matchIfMissing = true)
class TradeCaptureReports implements SchedulingConfigurer {

	private static final int BATCH = 500;

	/** The executions of one order in one session. */
	private record Key(OrderId orderId, Instant sessionEnd) {
	}

	private final VenueReads reads;

	private final VenueReports reports;

	private final Markets markets;

	private final Clock clock;

	private final Duration captureInterval;

	TradeCaptureReports(VenueReads reads, VenueReports reports, Markets markets, VenueSettings settings, Clock clock) {
		this.reads = reads;
		this.captureInterval = settings.captureInterval();
		this.reports = reports;
		this.markets = markets;
		this.clock = clock;
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::report, captureInterval, Duration.ofSeconds(10)));
	}

	void report() {
		Instant now = clock.instant();
		Map<Key, List<UUID>> executions = new LinkedHashMap<>();
		for (VenueReads.Uncaptured execution : reads.uncaptured(BATCH)) {
			// an execution outside any session (a calendar changed since) is confirmed with the next pass
			Instant end = markets.sessionEnd(execution.provider(), execution.isinCode(), execution.dateTime())
				.orElse(execution.dateTime());
			if (end.isAfter(now)) {
				continue;
			}
			executions.computeIfAbsent(new Key(execution.orderId(), end), k -> new ArrayList<>())
				.add(execution.executionId());
		}
		executions.forEach((key, ids) -> reports.captured(key.orderId(), ids, key.sessionEnd()));
	}
}
