package dev.kontor.pricefeed.instruments;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentListing;
import dev.kontor.pricefeed.InstrumentSettlement;
import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.SettlementDaysType;
import dev.kontor.pricefeed.SettlementFor;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.jdbc.LikePatterns;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The table of instruments, keyed by (provider, ISIN). */
@Repository
@RequiredArgsConstructor
class InstrumentStore {

	private static final String COLUMNS = "id, isin_code, provider, name, home_market, market, short_code, currency, "
			+ "country, mic, type, alpha3_country_code, exists_at_master_data, settlement_days, settlement_for, "
			+ "settlement_days_type, instrument_key, tradeable";

	/** Settlement settings absent from an upsert keep the stored ones (the settlement operation may have set them). */
	private static final String UPDATE = "UPDATE pricefeed_instruments SET name = :name, home_market = :homeMarket, "
			+ "market = :market, short_code = :shortCode, currency = :currency, country = :country, mic = :mic, "
			+ "type = :type, alpha3_country_code = :alpha3CountryCode, exists_at_master_data = :existsAtMasterData, "
			+ "settlement_days = COALESCE(:settlementDays, settlement_days), "
			+ "settlement_for = COALESCE(:settlementFor, settlement_for), "
			+ "settlement_days_type = COALESCE(:settlementDaysType, settlement_days_type), "
			+ "instrument_key = :key, tradeable = :tradeable, updated_date = :now "
			+ "WHERE provider = :provider AND isin_code = :isinCode";

	private static final String INSERT = "INSERT INTO pricefeed_instruments (" + COLUMNS + ", created_date, "
			+ "updated_date) VALUES (:id, :isinCode, :provider, :name, :homeMarket, :market, :shortCode, :currency, "
			+ ":country, :mic, :type, :alpha3CountryCode, :existsAtMasterData, :settlementDays, :settlementFor, "
			+ ":settlementDaysType, :key, :tradeable, :now, :now)";

	private final JdbcClient jdbc;

	/** Whether the instrument existed and was updated. */
	boolean update(InstrumentDefinition instrument, Instant now) {
		return jdbc.sql(UPDATE).params(parameters(instrument, now)).update() > 0;
	}

	/** Inserts a new instrument; absent settlement settings take the defaults of {@link InstrumentRules}. */
	void insert(UUID id, InstrumentDefinition instrument, Instant now) {
		Map<String, @Nullable Object> parameters = parameters(instrument, now);
		parameters.put("id", id);
		parameters.putIfAbsent("settlementDays", InstrumentRules.DEFAULT_SETTLEMENT_DAYS);
		parameters.putIfAbsent("settlementFor", InstrumentRules.DEFAULT_SETTLEMENT_FOR.name());
		parameters.putIfAbsent("settlementDaysType", InstrumentRules.DEFAULT_SETTLEMENT_DAYS_TYPE.name());
		try {
			jdbc.sql(INSERT).params(parameters).update();
		}
		catch (DuplicateKeyException ex) {
			throw new Conflict("Instrument " + instrument.isinCode() + " was created concurrently; send it again");
		}
	}

	boolean updateSettlement(SettlementSettings settings, Instant now) {
		return jdbc.sql("UPDATE pricefeed_instruments SET settlement_days = :days, settlement_for = :settlementFor, "
				+ "settlement_days_type = :daysType, updated_date = :now WHERE provider = :provider "
				+ "AND isin_code = :isinCode")
			.param("days", settings.settlementDays())
			.param("settlementFor", settings.settlementFor().name())
			.param("daysType", settings.settlementDaysType().name())
			.param("now", Timestamps.of(now))
			.param("provider", settings.tradeProvider().name())
			.param("isinCode", settings.isin())
			.update() > 0;
	}

	Optional<Instrument> find(TradeProvider provider, String isinCode) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM pricefeed_instruments WHERE provider = :provider "
				+ "AND isin_code = :isinCode")
			.param("provider", provider.name())
			.param("isinCode", isinCode)
			.query(InstrumentStore::instrument)
			.optional();
	}

	/**
	 * The provider's instruments of these ISINs, in one statement: an upsert reads back what it stored without a
	 * round trip per instrument.
	 */
	List<Instrument> findAll(TradeProvider provider, Collection<String> isinCodes) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM pricefeed_instruments WHERE provider = :provider "
				+ "AND isin_code IN (:isinCodes)")
			.param("provider", provider.name())
			.param("isinCodes", isinCodes)
			.query(InstrumentStore::instrument)
			.list();
	}

	/**
	 * The provider's instruments whose ISIN, name or short code contains {@code text} (case-insensitive), by name.
	 * The text's LIKE wildcards are escaped, so that they match themselves.
	 */
	List<Instrument> search(TradeProvider provider, String text, int limit) {
		String pattern = "%" + LikePatterns.literal(text.toUpperCase(Locale.ROOT)) + "%";
		return jdbc.sql("SELECT " + COLUMNS + " FROM pricefeed_instruments WHERE provider = :provider "
				+ "AND (isin_code LIKE :pattern ESCAPE '\\' OR UPPER(name) LIKE :pattern ESCAPE '\\' "
				+ "OR UPPER(short_code) LIKE :pattern ESCAPE '\\') "
				+ "ORDER BY name, isin_code FETCH FIRST :limit ROWS ONLY")
			.param("provider", provider.name())
			.param("pattern", pattern)
			.param("limit", limit)
			.query(InstrumentStore::instrument)
			.list();
	}

	List<Instrument> page(InstrumentFilter filter, PageRequest page) {
		SqlConditions where = where(filter);
		return jdbc.sql("SELECT " + COLUMNS + " FROM pricefeed_instruments WHERE provider = :provider" + where.sql()
				+ " ORDER BY isin_code OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.params(where.parameters())
			.param("provider", filter.provider().name())
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(InstrumentStore::instrument)
			.list();
	}

	long count(InstrumentFilter filter) {
		SqlConditions where = where(filter);
		return jdbc.sql("SELECT COUNT(*) FROM pricefeed_instruments WHERE provider = :provider" + where.sql())
			.params(where.parameters())
			.param("provider", filter.provider().name())
			.query(Long.class)
			.single();
	}

	boolean isEmpty() {
		return jdbc.sql("SELECT COUNT(*) FROM pricefeed_instruments").query(Long.class).single() == 0;
	}

	private static SqlConditions where(InstrumentFilter filter) {
		return new SqlConditions().add(filter.type() == null ? null : filter.type().name(), " AND type = :type", "type")
			.add(filter.tradeableOnly() ? Boolean.TRUE : null, " AND tradeable = :tradeable", "tradeable");
	}

	private static Map<String, @Nullable Object> parameters(InstrumentDefinition instrument, Instant now) {
		Map<String, @Nullable Object> parameters = new HashMap<>();
		parameters.put("isinCode", instrument.isinCode());
		parameters.put("provider", instrument.provider().name());
		parameters.put("name", instrument.name());
		parameters.put("homeMarket", instrument.homeMarket());
		parameters.put("market", instrument.market());
		parameters.put("shortCode", instrument.shortCode());
		parameters.put("currency", instrument.currency());
		parameters.put("country", instrument.country());
		parameters.put("mic", instrument.mic());
		parameters.put("type", instrument.type().name());
		parameters.put("alpha3CountryCode", instrument.alpha3CountryCode());
		parameters.put("existsAtMasterData", instrument.existsAtMasterData());
		parameters.put("settlementDays", instrument.settlementDays());
		parameters.put("settlementFor", nameOf(instrument.settlementFor()));
		parameters.put("settlementDaysType", nameOf(instrument.settlementDaysType()));
		parameters.put("key", instrument.key());
		parameters.put("tradeable", instrument.tradeable());
		parameters.put("now", Timestamps.of(now));
		return parameters;
	}

	private static @Nullable String nameOf(@Nullable Enum<?> value) {
		return value == null ? null : value.name();
	}

	private static Instrument instrument(ResultSet rs, int row) throws SQLException {
		InstrumentListing listing = new InstrumentListing(rs.getString("home_market"), rs.getString("market"),
				rs.getString("short_code"), rs.getString("currency"), rs.getString("country"), rs.getString("mic"),
				SecurityType.valueOf(rs.getString("type")), rs.getString("alpha3_country_code"));
		InstrumentSettlement settlement = new InstrumentSettlement(rs.getBoolean("exists_at_master_data"),
				rs.getInt("settlement_days"), SettlementFor.valueOf(rs.getString("settlement_for")),
				SettlementDaysType.valueOf(rs.getString("settlement_days_type")));
		return new Instrument(rs.getString("id"), rs.getString("isin_code"),
				TradeProvider.valueOf(rs.getString("provider")), rs.getString("name"), listing, settlement,
				rs.getString("instrument_key"), rs.getBoolean("tradeable"));
	}
}
