package dev.kontor.pricefeed.calendars;

import java.time.Instant;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Conflict;
import dev.kontor.shared.jdbc.Timestamps;

/** The markets with a calendar, their working days and holidays. */
@Repository
@RequiredArgsConstructor
class CalendarStore {

	private static final String TIME_COLUMNS = "time_zone, start_hour, start_minute, start_second, end_hour, "
			+ "end_minute, end_second";

	private static final String TIME_PARAMETERS = ":timeZone, :startHour, :startMinute, :startSecond, :endHour, "
			+ ":endMinute, :endSecond";

	private final JdbcClient jdbc;

	/**
	 * Records that the market has a calendar. Updating its row first locks it, so that two replacements of one
	 * calendar take turns.
	 */
	void touchMarket(String mic, Instant now) {
		boolean known = jdbc.sql("UPDATE pricefeed_markets SET updated_date = :now WHERE mic = :mic")
			.param("now", Timestamps.of(now))
			.param("mic", mic)
			.update() > 0;
		if (!known) {
			try {
				jdbc.sql("INSERT INTO pricefeed_markets (mic, created_date, updated_date) VALUES (:mic, :now, :now)")
					.param("mic", mic)
					.param("now", Timestamps.of(now))
					.update();
			}
			catch (DuplicateKeyException ex) {
				throw new Conflict("The calendar of " + mic + " was created concurrently; send it again");
			}
		}
	}

	/** Replaces the market's days by these, whatever market their {@code mic} names. */
	void replace(String mic, List<WorkingDay> workingDays, List<Holiday> holidays) {
		jdbc.sql("DELETE FROM pricefeed_working_days WHERE mic = :mic").param("mic", mic).update();
		jdbc.sql("DELETE FROM pricefeed_holidays WHERE mic = :mic").param("mic", mic).update();
		workingDays.forEach(day -> times(jdbc.sql("INSERT INTO pricefeed_working_days (mic, day_of_week, "
				+ TIME_COLUMNS + ") VALUES (:mic, :dayOfWeek, " + TIME_PARAMETERS + ")"), day)
			.param("mic", mic)
			.param("dayOfWeek", day.dayOfWeek())
			.update());
		holidays.forEach(holiday -> times(jdbc.sql("INSERT INTO pricefeed_holidays (mic, holiday_date, holiday_name, "
				+ TIME_COLUMNS + ") VALUES (:mic, :date, :holidayName, " + TIME_PARAMETERS + ")"), holiday)
			.param("mic", mic)
			.param("date", holiday.date())
			.param("holidayName", holiday.holidayName())
			.update());
	}

	private static JdbcClient.StatementSpec times(JdbcClient.StatementSpec statement, TradingTimes times) {
		return statement.param("timeZone", times.timeZone())
			.param("startHour", times.startHour())
			.param("startMinute", times.startMinute())
			.param("startSecond", times.startSecond())
			.param("endHour", times.endHour())
			.param("endMinute", times.endMinute())
			.param("endSecond", times.endSecond());
	}

	boolean exists(String mic) {
		return jdbc.sql("SELECT COUNT(*) FROM pricefeed_markets WHERE mic = :mic")
			.param("mic", mic)
			.query(Long.class)
			.single() > 0;
	}

	boolean isEmpty() {
		return jdbc.sql("SELECT COUNT(*) FROM pricefeed_markets").query(Long.class).single() == 0;
	}

	/** The market's working days; each row becomes a day through its record's constructor, column by component. */
	List<WorkingDay> workingDays(String mic) {
		return jdbc.sql("SELECT mic, day_of_week, " + TIME_COLUMNS
				+ " FROM pricefeed_working_days WHERE mic = :mic ORDER BY day_of_week")
			.param("mic", mic)
			.query(WorkingDay.class)
			.list();
	}

	/** The market's holidays; each row becomes a holiday through its record's constructor, column by component. */
	List<Holiday> holidays(String mic) {
		return jdbc.sql("SELECT mic, holiday_date AS date, holiday_name, " + TIME_COLUMNS
				+ " FROM pricefeed_holidays WHERE mic = :mic ORDER BY holiday_date")
			.param("mic", mic)
			.query(Holiday.class)
			.list();
	}
}
