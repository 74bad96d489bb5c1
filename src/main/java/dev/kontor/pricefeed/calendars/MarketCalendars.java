package dev.kontor.pricefeed.calendars;

import java.time.Clock;
import java.util.List;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.pricefeed.PriceFeedSettings;
import dev.kontor.pricefeed.rules.Mics;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.Timestamps;

/** Working days and holidays per market (MIC): replaced as a whole by the operator, read by every integrator. */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class MarketCalendars {

	private static final Logger log = LoggerFactory.getLogger(MarketCalendars.class);

	private final CalendarStore store;

	private final Clock clock;

	private final PriceFeedSettings settings;

	private final CalendarSchedules schedules;

	@Transactional
	public MarketCalendar replace(String mic, MarketCalendar calendar) {
		Mics.require("mic", mic);
		CalendarRules.check(calendar, settings.maxItemsPerUpsert()).throwIfAny();
		store.touchMarket(mic, Timestamps.now(clock));
		store.replace(mic, calendar.workingDays(), calendar.holidays());
		schedules.forget(mic);
		log.info("Calendar of {} replaced: {} working days, {} holidays", mic, calendar.workingDays().size(),
				calendar.holidays().size());
		return new MarketCalendar(mic, workingDays(mic), holidays(mic));
	}

	/** The market's working days, Monday (1) first; 404 for a market without a calendar. */
	public List<WorkingDay> workingDays(String mic) {
		requireKnown(mic);
		return store.workingDays(mic);
	}

	/** The market's holidays, oldest first; 404 for a market without a calendar. */
	public List<Holiday> holidays(String mic) {
		requireKnown(mic);
		return store.holidays(mic);
	}

	/** The market's calendar, to ask when it trades; a market without a calendar never does. */
	public TradingSessions sessions(String mic) {
		return new TradingSessions(store.workingDays(mic), store.holidays(mic));
	}

	/** Whether no market has a calendar yet (the demo data is loaded only then). */
	public boolean isEmpty() {
		return store.isEmpty();
	}

	private void requireKnown(String mic) {
		if (!store.exists(Mics.require("mic", mic))) {
			throw new NotFound("No calendar for market " + mic);
		}
	}
}
