package dev.kontor.orders.venue;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.LiveQuotes;
import dev.kontor.pricefeed.MarketSchedules;
import dev.kontor.pricefeed.OrderSupport;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.pricefeed.TradeProvider;

/**
 * What the venue reads of the price feed: the instrument, whether its market is open, the value date of a trade,
 * the latest quote, and how many decimals a fill may have.
 */
@Component
class Markets {

	/** The decimals of a fractional quantity: those of the order table's quantities. */
	static final int FRACTIONAL_SCALE = 6;

	private final InstrumentCatalogue instruments;

	private final MarketSchedules schedules;

	private final LiveQuotes quotes;

	private final OrderSupport support;

	Markets(InstrumentCatalogue instruments, MarketSchedules schedules, LiveQuotes quotes, OrderSupport support) {
		this.instruments = instruments;
		this.schedules = schedules;
		this.quotes = quotes;
		this.support = support;
	}

	Optional<Instrument> instrument(TradeProvider provider, String isinCode) {
		return instruments.find(provider, isinCode);
	}

	boolean isOpen(Instrument instrument, Instant at) {
		return schedules.isOpen(instrument, at);
	}

	/** The end of the instrument's session open at the instant; empty while its market is closed. */
	Optional<Instant> sessionEnd(TradeProvider provider, String isinCode, Instant at) {
		return instrument(provider, isinCode).flatMap(instrument -> schedules.sessionEnd(instrument, at));
	}

	LocalDate valueDate(Instrument instrument, LocalDate tradeDate) {
		return schedules.valueDate(instrument, tradeDate);
	}

	Optional<VenueQuote> latest(TradeProvider provider, String isinCode) {
		return quotes.latest(provider, isinCode).map(Markets::venueQuote);
	}

	static VenueQuote venueQuote(LiveQuote quote) {
		return new VenueQuote(quote.dateTime(), quote.bid(), quote.ask(), quote.bidVolume(), quote.askVolume());
	}

	/** 0 (whole units) unless the tenant's order support of the instrument allows fractional orders. */
	int quantityScale(VenueOrder order) {
		boolean fractional = support.find(order.tenantId(), order.provider(), order.isinCode())
			.map(OrderSupportRules::fractionalOrdersAllowed)
			.orElse(false);
		return fractional ? FRACTIONAL_SCALE : 0;
	}
}
