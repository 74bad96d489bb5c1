package dev.kontor.console.dashboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.search.Search;
import org.jspecify.annotations.Nullable;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.console.ConsoleSettings;
import dev.kontor.webhooks.WebhookSettings;

/**
 * Reads the dashboard's figures from the application's own meters (those of this instance): webhook attempts by
 * outcome, the queue depth, endpoints disabled for failing, token requests, orders placed and refused, executions
 * and the orders resting at the simulated venue; the webhook delivery latency and the backlog age, also over the
 * last 30 minutes, as are the orders placed, executions and deliveries per interval. Counters are sampled every few
 * seconds so that a per-minute figure is there whenever the page is opened; the latency of an interval between two
 * samples is told from the growth of the latency histogram's counts.
 */
@Component
public class Dashboard implements SchedulingConfigurer {

	static final String ATTEMPTS = "kontor.webhooks.attempts";

	static final String QUEUE_DEPTH = "kontor.webhooks.queue.depth";

	static final String DISABLED_ENDPOINTS = "kontor.webhooks.endpoints.disabled";

	static final String TOKEN_REQUESTS = "kontor.identity.token.requests";

	static final String ORDERS_PLACED = "kontor.orders.placed";

	static final String ORDERS_REFUSED = "kontor.orders.refused";

	static final String EXECUTIONS = "kontor.orders.executions";

	static final String RESTING_ORDERS = "kontor.orders.venue.resting";

	static final String DELIVERY_LATENCY = "kontor.webhooks.delivery.latency";

	static final String BACKLOG_AGE = "kontor.webhooks.backlog.age";

	private final MeterRegistry meters;

	private final Clock clock;

	private final Duration sampleInterval;

	private final Duration backlogAgeAlert;

	private final PerMinute perMinute = new PerMinute();

	private final DeliveryHistory history = new DeliveryHistory();

	private final ActivityHistory activity = new ActivityHistory();

	Dashboard(MeterRegistry meters, WebhookSettings webhooks, ConsoleSettings settings, Clock clock) {
		this.meters = meters;
		this.sampleInterval = settings.dashboardSampleInterval();
		this.backlogAgeAlert = webhooks.backlogAgeAlert();
		this.clock = clock;
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::sample, sampleInterval, Duration.ZERO));
	}

	/** Synchronized, so that samples are kept in the order of their times. */
	synchronized void sample() {
		MeterSample now = current();
		perMinute.add(now);
		history.add(now.at(), now.latency(), backlogAge());
		activity.add(now);
	}

	public DashboardFigures figures() {
		MeterSample now = current();
		return new DashboardFigures(perMinute.rate(now, MeterSample::delivered),
				perMinute.rate(now, MeterSample::failed), (long) gauge(QUEUE_DEPTH),
				(long) counter(meters.find(DISABLED_ENDPOINTS)), latencyP99(now),
				new DashboardFigures.Backlog(backlogAge(), backlogAgeAlert),
				new DashboardFigures.TokenFigures(perMinute.rate(now, MeterSample::tokenRequests),
						(long) now.tokenRequests()),
				new DashboardFigures.OrderFigures(perMinute.rate(now, MeterSample::ordersPlaced),
						perMinute.rate(now, MeterSample::ordersRefused), perMinute.rate(now, MeterSample::executions),
						(long) gauge(RESTING_ORDERS)));
	}

	/** The webhook deliveries of the last 30 minutes, one point per sample interval. */
	public DeliveryTrend deliveries() {
		return new DeliveryTrend(history.points());
	}

	/** The orders placed, executions and deliveries of the last 30 minutes, one point per sample interval. */
	public List<ActivityPoint> activity() {
		return activity.points();
	}

	private @Nullable Percentile latencyP99(MeterSample now) {
		return perMinute.lastMinuteStart(now)
			.flatMap(start -> now.latency().since(start.latency()))
			.flatMap(lastMinute -> lastMinute.percentile(0.99))
			.orElse(null);
	}

	private Duration backlogAge() {
		TimeGauge age = meters.find(BACKLOG_AGE).timeGauge();
		double millis = age == null ? 0 : age.value(TimeUnit.MILLISECONDS);
		return Double.isFinite(millis) && millis > 0 ? Duration.ofMillis((long) millis) : Duration.ZERO;
	}

	private MeterSample current() {
		return new MeterSample(Instant.now(clock), counter(meters.find(ATTEMPTS).tag("outcome", "delivered")),
				counter(meters.find(ATTEMPTS).tag("outcome", "failed")), counter(meters.find(TOKEN_REQUESTS)),
				counter(meters.find(ORDERS_PLACED)), counter(meters.find(ORDERS_REFUSED)),
				counter(meters.find(EXECUTIONS)), LatencyCounts.of(meters.find(DELIVERY_LATENCY).timer()));
	}

	/** The sum over every series of the search (a counter registered with several tag sets counts them all). */
	private static double counter(Search search) {
		return search.counters().stream().mapToDouble(Counter::count).sum()
				+ search.functionCounters().stream().mapToDouble(FunctionCounter::count).sum();
	}

	private double gauge(String name) {
		return meters.find(name).gauges().stream().mapToDouble(Gauge::value).filter(Double::isFinite).sum();
	}
}
