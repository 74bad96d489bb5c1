package dev.kontor.console.dashboard;

/**
 * What the operator's dashboard shows.
 *
 * @param deliveredPerMinute delivery attempts acknowledged by their receivers in the last minute
 * @param failedPerMinute delivery attempts that failed in the last minute
 * @param queueDepth deliveries waiting for their next attempt
 * @param disabledEndpoints endpoints this instance disabled since its start for acknowledging nothing
 * @param tokenRequestsPerMinute requests to the token endpoint in the last minute
 * @param tokenRequests requests to the token endpoint since the start of this instance
 * @param ordersPlacedPerMinute orders accepted in the last minute
 * @param ordersRefusedPerMinute placements refused by a rule (422) in the last minute
 * @param executionsPerMinute executions of the simulated venue in the last minute
 * @param restingOrders orders the simulated venue of this instance holds
 */
public record DashboardFigures(long deliveredPerMinute, long failedPerMinute, long queueDepth,
		long disabledEndpoints, long tokenRequestsPerMinute, long tokenRequests, long ordersPlacedPerMinute,
		long ordersRefusedPerMinute, long executionsPerMinute, long restingOrders) {
}
