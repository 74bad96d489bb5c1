package dev.kontor.console.dashboard;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * What happened in one sample interval (public: the dashboard's table reads it): orders placed, executions, and
 * webhook deliveries acknowledged, each the growth of its counter from the interval's start to its end.
 */
public record ActivityPoint(Instant at, long ordersPlaced, long executions, long deliveries) {

	private static final DateTimeFormatter TIME_OF_DAY = DateTimeFormatter.ofPattern("HH:mm:ss")
		.withZone(ZoneOffset.UTC);

	public String timeOfDay() {
		return TIME_OF_DAY.format(at);
	}
}
