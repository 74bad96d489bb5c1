package dev.kontor.pricefeed.candles;

import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Isolation;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.paging.Paged;

/**
 * End-of-day prices: the closing mid price of each instrument on a UTC date, the close of its day bar. ISINs the
 * provider does not know, and instruments without a quote that day, are left out of the page rather than failing
 * a request for many instruments.
 */
@Service
public class EndOfDayPrices {

	private final DayCloses closes;

	EndOfDayPrices(DayCloses closes) {
		this.closes = closes;
	}

	/** The page and its total count from one snapshot, so that they agree while quotes arrive. */
	@Transactional(readOnly = true, isolation = Isolation.REPEATABLE_READ)
	public Paged<EndOfDayPrice> page(EndOfDayRequest request) {
		List<EndOfDayPrice> prices = closes.page(request);
		return Paged.of(request.page(), request.page().totalRecordCount(prices, () -> closes.count(request)), prices);
	}
}
