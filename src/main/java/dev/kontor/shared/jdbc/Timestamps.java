package dev.kontor.shared.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

import org.jspecify.annotations.Nullable;

/**
 * Moves instants in and out of {@code TIMESTAMP WITH TIME ZONE} columns the same way on H2 and PostgreSQL: as
 * {@link OffsetDateTime} in UTC, never through the JVM's default time zone.
 */
public final class Timestamps {

	private Timestamps() {
	}

	/** Now, to the microsecond the databases keep, so that an answer shows what a later read gives. */
	public static Instant now(Clock clock) {
		return storable(Instant.now(clock));
	}

	/** The instant to the microsecond the databases keep. */
	public static Instant storable(Instant instant) {
		return instant.truncatedTo(ChronoUnit.MICROS);
	}

	public static @Nullable OffsetDateTime of(@Nullable Instant instant) {
		return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
	}

	public static @Nullable Instant instant(ResultSet rs, String column) throws SQLException {
		OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
		return value == null ? null : value.toInstant();
	}

	public static @Nullable Instant instant(ResultSet rs, int column) throws SQLException {
		OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
		return value == null ? null : value.toInstant();
	}
}
