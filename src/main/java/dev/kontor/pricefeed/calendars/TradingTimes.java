package dev.kontor.pricefeed.calendars;

/** The start and end of a day's session in a market's time zone, as document 2 gives them: hour, minute, second. */
interface TradingTimes {

	String timeZone();

	Integer startHour();

	Integer startMinute();

	Integer startSecond();

	Integer endHour();

	Integer endMinute();

	Integer endSecond();
}
