package dev.kontor.console.dashboard;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

/**
 * What the operator's dashboard shows.
 *
 * @param deliveredPerMinute delivery attempts acknowledged by their receivers in the last minute
 * @param failedPerMinute delivery attempts that failed in the last minute
 * @param queueDepth deliveries waiting for their next attempt
 * @param disabledEndpoints endpoints this instance disabled since its start for acknowledging nothing
 * @param deliveryLatencyP99 the 99th percentile of the latency of the deliveries acknowledged in the last minute,
 * from the event's acceptance to the acknowledgement; null without such deliveries
 * @param backlog how long the oldest due delivery has waited, and the age past which it is late
 * @param tokens the requests to the token endpoint
 * @param orders the orders and executions of the simulated venue
 */
public record DashboardFigures(long deliveredPerMinute, long failedPerMinute, long queueDepth,
		long disabledEndpoints, @Nullable Percentile deliveryLatencyP99, Backlog backlog, TokenFigures tokens,
		OrderFigures orders) {

	/**
	 * @param age how long the oldest due delivery has been waiting for an attempt
	 * @param alertAge the age past which the backlog is late
	 */
	public record Backlog(Duration age, Duration alertAge) {
	}

	/**
	 * @param tokenRequestsPerMinute requests to the token endpoint in the last minute
	 * @param tokenRequests requests to the token endpoint since the start of this instance
	 */
	public record TokenFigures(long tokenRequestsPerMinute, long tokenRequests) {
	}

	/**
	 * @param ordersPlacedPerMinute orders accepted in the last minute
	 * @param ordersRefusedPerMinute placements refused by a rule (422) in the last minute
	 * @param executionsPerMinute executions of the simulated venue in the last minute
	 * @param restingOrders orders the simulated venue of this instance holds
	 */
	public record OrderFigures(long ordersPlacedPerMinute, long ordersRefusedPerMinute, long executionsPerMinute,
			long restingOrders) {
	}

	public Duration backlogAge() {
		return backlog.age();
	}

	/** The oldest due delivery has waited longer than the alert allows. */
	public boolean backlogLate() {
		return backlog.age().compareTo(backlog.alertAge()) > 0;
	}

	public String backlogAgeText() {
		return backlog.age().toSeconds() + " s";
	}

	/** The words of the alert a late backlog raises. */
	public String backlogAlert() {
		return "Webhook deliveries are late: the oldest due delivery has waited " + backlog.age().toSeconds()
				+ " s (alert at " + backlog.alertAge().toSeconds() + " s)";
	}
}
