package dev.kontor.console.aml;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * Times as the console's pages show them (public: the pages call it): UTC, to the second
 * ({@code ${@consoleTime.format(instant)}}).
 */
@Component("consoleTime")
public class ConsoleTime {

	private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
		.withZone(ZoneOffset.UTC);

	public String format(@Nullable Instant instant) {
		return instant == null ? "" : FORMAT.format(instant);
	}
}
