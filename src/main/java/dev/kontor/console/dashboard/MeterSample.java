package dev.kontor.console.dashboard;

import java.time.Instant;

/** The cumulative counts of the dashboard's counters and of the delivery latency histogram at one moment. */
record MeterSample(Instant at, double delivered, double failed, double tokenRequests, double ordersPlaced,
		double ordersRefused, double executions, LatencyCounts latency) {
}
