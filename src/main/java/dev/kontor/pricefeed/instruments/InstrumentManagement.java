package dev.kontor.pricefeed.instruments;

import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.PriceFeedSettings;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.TradingReferenceAnnouncements;
import dev.kontor.shared.Isins;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.CustomPlans;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/** The instruments of the trade providers: operator upserts, settlement settings and the reads of document 2. */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class InstrumentManagement implements InstrumentCatalogue {

	private static final Logger log = LoggerFactory.getLogger(InstrumentManagement.class);

	private final InstrumentStore store;

	private final Ids ids;

	private final Clock clock;

	private final PriceFeedSettings settings;

	private final TradingReferenceAnnouncements tradingReference;

	private final CustomPlans customPlans;

	/**
	 * Inserts new instruments and updates known ones, identified by (provider, isinCode), all or none; answers
	 * them as stored, in the order sent.
	 */
	@Transactional
	public List<Instrument> upsert(List<InstrumentDefinition> instruments) {
		if (instruments.size() > settings.maxItemsPerUpsert()) {
			throw new InvalidInput("instruments", "at most " + settings.maxItemsPerUpsert() + " per request");
		}
		InstrumentRules.check(instruments).throwIfAny();
		Instant now = Timestamps.now(clock);
		// a catalogue loaded in requests of a thousand grows the table faster than statistics follow
		customPlans.forThisTransaction();
		for (InstrumentDefinition instrument : instruments) {
			if (!store.update(instrument, now)) {
				store.insert(ids.next(), instrument, now);
			}
		}
		tradingReference.changed();
		log.info("Upserted {} instruments", instruments.size());
		return readBack(instruments);
	}

	/** The instruments as stored, in the order sent: one read per provider, not one per instrument. */
	private List<Instrument> readBack(List<InstrumentDefinition> instruments) {
		Map<TradeProvider, Map<String, Instrument>> stored = new EnumMap<>(TradeProvider.class);
		instruments.stream()
			.collect(Collectors.groupingBy(InstrumentDefinition::provider,
					Collectors.mapping(InstrumentDefinition::isinCode, Collectors.toSet())))
			.forEach((provider, isinCodes) -> stored.put(provider, store.findAll(provider, isinCodes)
				.stream()
				.collect(Collectors.toMap(Instrument::isinCode, Function.identity()))));
		return instruments.stream()
			.map(instrument -> stored.get(instrument.provider()).get(instrument.isinCode()))
			.toList();
	}

	@Transactional
	public Instrument updateSettlement(SettlementSettings settlement) {
		Isins.require("isin", settlement.isin());
		if (!store.updateSettlement(settlement, Timestamps.now(clock))) {
			throw notFound(settlement.tradeProvider(), settlement.isin());
		}
		log.info("Settlement settings of {} at {} changed", settlement.isin(), settlement.tradeProvider());
		return get(settlement.tradeProvider(), settlement.isin());
	}

	public Instrument get(TradeProvider provider, String isinCode) {
		return find(provider, Isins.require("isinCode", isinCode))
			.orElseThrow(() -> notFound(provider, isinCode));
	}

	@Override
	public Optional<Instrument> find(TradeProvider provider, String isinCode) {
		return store.find(provider, isinCode);
	}

	public Paged<Instrument> list(InstrumentFilter filter, PageRequest page) {
		List<Instrument> instruments = store.page(filter, page);
		return Paged.of(page, page.totalRecordCount(instruments, () -> store.count(filter)), instruments);
	}

	/** The provider's instruments whose ISIN, name or short code contains the text, by name, at most {@code limit}. */
	public List<Instrument> search(TradeProvider provider, String text, int limit) {
		return store.search(provider, text, limit);
	}

	/** Whether no instrument is stored yet (the demo data is loaded only into an empty table). */
	public boolean isEmpty() {
		return store.isEmpty();
	}

	private static NotFound notFound(TradeProvider provider, String isinCode) {
		return new NotFound("No instrument " + isinCode + " at " + provider);
	}
}
