package dev.kontor.console.dashboard;

import java.time.Instant;

/** The cumulative counts of the dashboard's counters at one moment. */
record MeterSample(Instant at, double delivered, double failed, double tokenRequests, double ordersPlaced,
		double ordersRefused, double executions) {
}
