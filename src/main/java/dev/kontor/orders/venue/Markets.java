package dev.kontor.orders.venue;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import java.util.UUID;

import com.github.benmanes.caffeine.cache.Cache;
import org.jspecify.annotations.Nullable;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.OrderSettings;
import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.LiveQuotes;
import dev.kontor.pricefeed.MarketSchedules;
import dev.kontor.pricefeed.OrderSupport;
import dev.kontor.pricefeed.NewestQuotes;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.TradingReferenceChanged;
import dev.kontor.shared.jdbc.Forgetting;

/**
 * What the venue reads of the price feed: the instrument, whether its market is open, the value date of a trade,
 * the latest quote, and how many decimals a fill may have. The instrument and the tenant's order support of it are
 * remembered for {@code kontor.orders.reference-data-ttl}, as placement remembers them (two reads fewer in a fill's
 * transaction), and forgotten at once when the price feed changes instruments or order support through this
 * instance.
 */
@Component
class Markets {

	/** The decimals of a fractional quantity: those of the order table's quantities. */
	static final int FRACTIONAL_SCALE = 6;

	private final InstrumentCatalogue instruments;

	private final MarketSchedules schedules;

	private final LiveQuotes quotes;

	private final OrderSupport support;

	private final NewestQuotes stored;

	private final Cache<InstrumentKey, Optional<Instrument>> rememberedInstruments;

	private final Cache<SupportKey, Integer> rememberedScales;

	Markets(InstrumentCatalogue instruments, MarketSchedules schedules, LiveQuotes quotes, NewestQuotes stored,
			OrderSupport support, OrderSettings settings) {
		this.stored = stored;
		this.instruments = instruments;
		this.schedules = schedules;
		this.quotes = quotes;
		this.support = support;
		this.rememberedInstruments = settings.referenceDataCache(100_000);
		this.rememberedScales = settings.referenceDataCache(100_000);
	}

	private record InstrumentKey(TradeProvider provider, String isinCode) {
	}

	private record SupportKey(UUID tenantId, TradeProvider provider, String isinCode) {
	}

	@EventListener
	void on(TradingReferenceChanged changed) {
		Forgetting.nowAndAtTransactionEnd(() -> {
			rememberedInstruments.invalidateAll();
			rememberedScales.invalidateAll();
		});
	}

	Optional<Instrument> instrument(TradeProvider provider, String isinCode) {
		return rememberedInstruments.get(new InstrumentKey(provider, isinCode),
				key -> instruments.find(key.provider(), key.isinCode()));
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

	/** The newest stored quote when it is newer than {@code quote} (or there is none): another instance stored it. */
	Optional<VenueQuote> storedNewerThan(TradeProvider provider, String isinCode, @Nullable VenueQuote quote) {
		return stored.newestStored(provider, isinCode)
			.map(Markets::venueQuote)
			.filter(stored -> quote == null || stored.dateTime().isAfter(quote.dateTime()));
	}

	static VenueQuote venueQuote(LiveQuote quote) {
		return new VenueQuote(quote.dateTime(), quote.bid(), quote.ask(), quote.bidVolume(), quote.askVolume());
	}

	/** 0 (whole units) unless the tenant's order support of the instrument allows fractional orders. */
	int quantityScale(OpenOrder order) {
		return rememberedScales.get(new SupportKey(order.tenantId().value(), order.provider(), order.isinCode()),
				key -> support.find(key.tenantId(), key.provider(), key.isinCode())
					.map(rules -> rules.permissions().fractionalOrdersAllowed())
					.orElse(false) ? FRACTIONAL_SCALE : 0);
	}
}
