package dev.kontor.pricefeed.calendars;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import jakarta.annotation.PostConstruct;

import lombok.RequiredArgsConstructor;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentSettlement;
import dev.kontor.pricefeed.MarketSchedules;
import dev.kontor.pricefeed.SettlementDaysType;
import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChanges;
import dev.kontor.shared.jdbc.Forgetting;

/**
 * Market schedules from the stored calendars. Order execution asks for every quote whether the market is open, so each
 * market's calendar is kept for {@link #REMEMBERED} after it was read (a replaced calendar is forgotten at once on
 * the instance that replaced it, and on the others when the commit's notification reaches them).
 */
@Component
@RequiredArgsConstructor
class CalendarSchedules implements MarketSchedules {

	static final Duration REMEMBERED = Duration.ofSeconds(5);

	/** How far a value date may move on looking for a working day before the calendar is deemed to have none. */
	private static final int MAX_DAYS_SEARCHED = 366;

	private static final TradingSessions NO_CALENDAR = new TradingSessions(List.of(), List.of());

	/** A market's calendar was replaced: its MIC. */
	private static final ChangeTopic TOPIC = new ChangeTopic("pricefeed.calendars");

	private final CalendarStore store;

	private final ClusterChanges changes;

	private final Cache<String, TradingSessions> sessionsByMic = Caffeine.newBuilder()
		.expireAfterWrite(REMEMBERED)
		.maximumSize(1_000)
		.build();

	@PostConstruct
	void followReplacementsElsewhere() {
		changes.subscribe(TOPIC, ChangeSubscriber.of(change -> sessionsByMic.invalidate(change.payload()),
				sessionsByMic::invalidateAll));
	}

	@Override
	public boolean isOpen(Instrument instrument, Instant at) {
		return sessions(instrument).isOpen(at);
	}

	@Override
	public Optional<Instant> sessionEnd(Instrument instrument, Instant at) {
		return sessions(instrument).sessionEnd(at);
	}

	@Override
	public LocalDate valueDate(Instrument instrument, LocalDate tradeDate) {
		TradingSessions sessions = sessions(instrument);
		Predicate<LocalDate> working = sessions.hasSessions() ? sessions::isWorkingDay : CalendarSchedules::isWeekday;
		InstrumentSettlement settlement = instrument.settlement();
		if (settlement.settlementDaysType() == SettlementDaysType.AllDays) {
			return onOrAfter(tradeDate.plusDays(settlement.settlementDays()), working);
		}
		LocalDate date = tradeDate;
		for (int counted = 0; counted < settlement.settlementDays(); counted++) {
			date = onOrAfter(date.plusDays(1), working);
		}
		return date;
	}

	/**
	 * Forgets the market's calendar at once and again when the replacing transaction ends, so that the next question
	 * reads the new one.
	 */
	void forget(String mic) {
		Forgetting.nowAndAtTransactionEnd(() -> sessionsByMic.invalidate(mic));
		changes.publish(TOPIC, mic);
	}

	private TradingSessions sessions(Instrument instrument) {
		String mic = instrument.listing().mic();
		return mic == null ? NO_CALENDAR : sessionsByMic.get(mic,
				market -> new TradingSessions(store.workingDays(market), store.holidays(market)));
	}

	private static LocalDate onOrAfter(LocalDate date, Predicate<LocalDate> working) {
		LocalDate candidate = date;
		for (int searched = 0; searched < MAX_DAYS_SEARCHED; searched++) {
			if (working.test(candidate)) {
				return candidate;
			}
			candidate = candidate.plusDays(1);
		}
		// every day of a year closed: the calendar cannot be meant, count the weekdays instead
		return onOrAfter(date, CalendarSchedules::isWeekday);
	}

	private static boolean isWeekday(LocalDate date) {
		return date.getDayOfWeek() != DayOfWeek.SATURDAY && date.getDayOfWeek() != DayOfWeek.SUNDAY;
	}
}
