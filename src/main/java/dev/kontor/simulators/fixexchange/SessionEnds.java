package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

import quickfix.field.OrdStatus;

/**
 * What a market session's end does, as Kontor's {@code DayOrders} and {@code TradeCaptureReports} do it for the
 * simulated venue: each Day order is given the end of the session it trades in (the one open when it is accepted or,
 * for an order accepted while its market is closed, the next one, once it opens) and expires at that end (ExecType
 * C); every execution of an ended session is confirmed by one TradeCaptureReport. Runs on the exchange's thread.
 */
final class SessionEnds {

	private final OrderBook book;

	private final MarketHours hours;

	private final Reports reports;

	private final Clock clock;

	SessionEnds(OrderBook book, MarketHours hours, Reports reports, Clock clock) {
		this.book = book;
		this.hours = hours;
		this.reports = reports;
		this.clock = clock;
	}

	void review() {
		Instant now = clock.instant();
		for (ExchangeOrder order : book.open()) {
			if (order.order().timeInForce() != TimeInForce.DAY) {
				continue;
			}
			if (order.sessionEnd() == null) {
				sessionEnd(order.instrument(), now).ifPresent(end -> {
					order.tradesUntil(end);
					book.changed(order);
				});
			}
			Instant end = order.sessionEnd();
			if (end != null && !end.isAfter(now)) {
				order.close(OrdStatus.EXPIRED);
				OrderLog.event(order.key(), "expired: the trading session ended");
				reports.expired(order, "The trading session ended");
			}
		}
		for (Execution execution : book.uncapturedEndedBy(now)) {
			book.captured(execution);
			OrderLog.event(execution.order().key(), "execution %s confirmed by a trade capture report",
					execution.execId());
			reports.captured(execution);
		}
	}

	private Optional<Instant> sessionEnd(Instrument instrument, Instant now) {
		try {
			return hours.sessionEnd(instrument, now);
		}
		catch (IOException unreadable) {
			// the next review asks again
			return Optional.empty();
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			return Optional.empty();
		}
	}
}
