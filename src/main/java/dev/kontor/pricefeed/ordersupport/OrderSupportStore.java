package dev.kontor.pricefeed.ordersupport;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.pricefeed.OrderLimits;
import dev.kontor.pricefeed.OrderPermissions;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.jdbc.Timestamps;

/** The order support items of every tenant, keyed by (tenant, provider, ISIN); read with their instrument. */
@Repository
@RequiredArgsConstructor
class OrderSupportStore {

	private static final String SETTINGS = "fractional_orders_allowed, money_orders_allowed, block_orders_allowed, "
			+ "sell_allowed_only, trade_allowed, fractional_order_min_quantity, fractional_order_min_amount, "
			+ "block_order_min_quantity, block_order_min_amount, max_quantity_per_order_block, pea_max_quantity";

	private static final String SETTING_PARAMETERS = ":fractionalOrdersAllowed, :moneyOrdersAllowed, "
			+ ":blockOrdersAllowed, :sellAllowedOnly, :tradeAllowed, :fractionalOrderMinQuantity, "
			+ ":fractionalOrderMinAmount, :blockOrderMinQuantity, :blockOrderMinAmount, :maxQuantityPerOrderBlock, "
			+ ":peaMaxQuantity";

	private static final String SELECT = "SELECT o.tenant_id, o.provider, o.isin_code, i.short_code, i.name, i.type, "
			+ SETTINGS.replaceAll("(\\w+)", "o.$1") + ", o.created_date, o.updated_date, o.created_user_id, "
			+ "o.updated_user_id FROM pricefeed_order_support o JOIN pricefeed_instruments i "
			+ "ON i.provider = o.provider AND i.isin_code = o.isin_code ";

	private final JdbcClient jdbc;

	/** Whether the item existed and was updated; its creation stays as it was. */
	boolean update(UUID tenantId, OrderSupportDefinition item, String actor, Instant now) {
		StringBuilder assignments = new StringBuilder();
		String[] columns = SETTINGS.split(", ");
		String[] parameters = SETTING_PARAMETERS.split(", ");
		for (int i = 0; i < columns.length; i++) {
			assignments.append(columns[i]).append(" = ").append(parameters[i]).append(", ");
		}
		return jdbc.sql("UPDATE pricefeed_order_support SET " + assignments + "updated_date = :now, "
				+ "updated_user_id = :actor WHERE tenant_id = :tenantId AND provider = :provider "
				+ "AND isin_code = :isinCode")
			.params(parameters(tenantId, item, actor, now))
			.update() > 0;
	}

	void insert(UUID tenantId, OrderSupportDefinition item, String actor, Instant now) {
		try {
			insertRow(tenantId, item, actor, now);
		}
		catch (DuplicateKeyException ex) {
			throw new Conflict("Order support of " + item.isinCode() + " was created concurrently; send it again");
		}
	}

	private void insertRow(UUID tenantId, OrderSupportDefinition item, String actor, Instant now) {
		jdbc.sql("INSERT INTO pricefeed_order_support (tenant_id, provider, isin_code, " + SETTINGS
				+ ", created_date, updated_date, created_user_id, updated_user_id) VALUES (:tenantId, :provider, "
				+ ":isinCode, " + SETTING_PARAMETERS + ", :now, :now, :actor, :actor)")
			.params(parameters(tenantId, item, actor, now))
			.update();
	}

	/** The tenant's items of the provider, in ISIN order. */
	List<OrderSupportItem> list(UUID tenantId, TradeProvider provider) {
		return jdbc.sql(SELECT + "WHERE o.tenant_id = :tenantId AND o.provider = :provider ORDER BY o.isin_code")
			.param("tenantId", tenantId)
			.param("provider", provider.name())
			.query(OrderSupportStore::item)
			.list();
	}

	OrderSupportItem get(UUID tenantId, TradeProvider provider, String isinCode) {
		return find(tenantId, provider, isinCode).orElseThrow();
	}

	Optional<OrderSupportItem> find(UUID tenantId, TradeProvider provider, String isinCode) {
		return jdbc.sql(SELECT + "WHERE o.tenant_id = :tenantId AND o.provider = :provider "
				+ "AND o.isin_code = :isinCode")
			.param("tenantId", tenantId)
			.param("provider", provider.name())
			.param("isinCode", isinCode)
			.query(OrderSupportStore::item)
			.optional();
	}

	private static Map<String, @Nullable Object> parameters(UUID tenantId, OrderSupportDefinition item, String actor,
			Instant now) {
		Map<String, @Nullable Object> parameters = new HashMap<>();
		parameters.put("tenantId", tenantId);
		parameters.put("provider", item.provider().name());
		parameters.put("isinCode", item.isinCode());
		parameters.put("fractionalOrdersAllowed", item.fractionalOrdersAllowed());
		parameters.put("moneyOrdersAllowed", item.moneyOrdersAllowed());
		parameters.put("blockOrdersAllowed", item.blockOrdersAllowed());
		parameters.put("sellAllowedOnly", item.sellAllowedOnly());
		parameters.put("tradeAllowed", item.tradeAllowed());
		parameters.put("fractionalOrderMinQuantity", item.fractionalOrderMinQuantity());
		parameters.put("fractionalOrderMinAmount", item.fractionalOrderMinAmount());
		parameters.put("blockOrderMinQuantity", item.blockOrderMinQuantity());
		parameters.put("blockOrderMinAmount", item.blockOrderMinAmount());
		parameters.put("maxQuantityPerOrderBlock", item.maxQuantityPerOrderBlock());
		parameters.put("peaMaxQuantity", item.peaMaxQuantity());
		parameters.put("actor", actor);
		parameters.put("now", Timestamps.of(now));
		return parameters;
	}

	private static OrderSupportItem item(ResultSet rs, int row) throws SQLException {
		OrderSupportInstrument instrument = new OrderSupportInstrument(rs.getString(3), rs.getString(4),
				rs.getString(5), SecurityType.valueOf(rs.getString(6)));
		OrderPermissions permissions = new OrderPermissions(rs.getBoolean(11), rs.getBoolean(10), rs.getBoolean(7),
				rs.getBoolean(8), rs.getBoolean(9));
		OrderLimits limits = new OrderLimits(Decimals.plainOrNull(rs.getBigDecimal(12)),
				Decimals.plainOrNull(rs.getBigDecimal(13)), Decimals.plainOrNull(rs.getBigDecimal(14)),
				Decimals.plainOrNull(rs.getBigDecimal(15)), Decimals.plainOrNull(rs.getBigDecimal(16)));
		OrderSupportRules rules = new OrderSupportRules(permissions, limits);
		OrderSupportAudit audit = new OrderSupportAudit(Timestamps.instant(rs, 18), Timestamps.instant(rs, 19),
				rs.getString(20), rs.getString(21));
		return new OrderSupportItem(rs.getObject(1, UUID.class), TradeProvider.valueOf(rs.getString(2)), instrument,
				rules, Decimals.plainOrNull(rs.getBigDecimal(17)), audit);
	}
}
