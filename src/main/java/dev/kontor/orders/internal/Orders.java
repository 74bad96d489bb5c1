package dev.kontor.orders.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.ReservationId;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * The table of orders. A change is written over the version it was read in, so that a change made meanwhile (a fill
 * and a cancellation at once) is never overwritten; the callers lock the row first and so never meet a stale one.
 */
@Repository
@RequiredArgsConstructor
class Orders {

	static final String COLUMNS = "id, tenant_id, client_id, client_order_id, request_hash, isin_code, "
			+ "provider, side, order_type, quantity, amount, limit_price, stop_price, time_in_force, "
			+ "internal_account_id, deposit_account_id, currency_code, status, reject_reason, filled_quantity, "
			+ "filled_amount, average_price, reserved_amount, reserved_quantity, cash_reservation_id, "
			+ "security_reservation_id, session_end, version, created_user_id, created_date, updated_date";

	private static final String OPEN = "status IN " + OrderStatus.OPEN_IN_SQL;

	private final JdbcClient jdbc;

	void insert(OrderRow row) {
		jdbc.sql("INSERT INTO orders (" + COLUMNS + ") VALUES (:id, :tenantId, :clientId, :clientOrderId, "
				+ ":requestHash, :isinCode, :provider, :side, :orderType, :quantity, :amount, :limitPrice, "
				+ ":stopPrice, :timeInForce, :internalAccountId, :depositAccountId, :currencyCode, :status, "
				+ ":rejectReason, :filledQuantity, :filledAmount, :averagePrice, :reservedAmount, :reservedQuantity, "
				+ ":cashReservationId, :securityReservationId, :sessionEnd, 0, :createdUserId, :createdDate, "
				+ ":updatedDate)")
			.params(parameters(row))
			.update();
	}

	/** Writes a change over the version it was read in; false, writing nothing, when it was changed meanwhile. */
	boolean update(OrderRow row) {
		return jdbc.sql("UPDATE orders SET quantity = :quantity, limit_price = :limitPrice, stop_price = :stopPrice, "
				+ "status = :status, reject_reason = :rejectReason, filled_quantity = :filledQuantity, "
				+ "filled_amount = :filledAmount, average_price = :averagePrice, reserved_amount = :reservedAmount, "
				+ "reserved_quantity = :reservedQuantity, cash_reservation_id = :cashReservationId, "
				+ "security_reservation_id = :securityReservationId, version = version + 1, "
				+ "updated_date = :updatedDate WHERE id = :id AND version = :version")
			.params(parameters(row))
			.param("version", row.keeping().version())
			.update() == 1;
	}

	Optional<OrderRow> find(UUID tenantId, UUID clientId, String clientOrderId) {
		return byClientOrderId(tenantId, clientId, clientOrderId, "");
	}

	/** The order, locked until the transaction ends. */
	Optional<OrderRow> lock(UUID tenantId, UUID clientId, String clientOrderId) {
		return byClientOrderId(tenantId, clientId, clientOrderId, " FOR UPDATE");
	}

	private Optional<OrderRow> byClientOrderId(UUID tenantId, UUID clientId, String clientOrderId, String lock) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM orders WHERE tenant_id = :tenantId AND client_id = :clientId "
				+ "AND client_order_id = :clientOrderId" + lock)
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("clientOrderId", clientOrderId)
			.query(Orders::row)
			.optional();
	}

	Optional<OrderRow> lock(UUID tenantId, OrderId id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM orders WHERE tenant_id = :tenantId AND id = :id FOR UPDATE")
			.param("tenantId", tenantId)
			.param("id", id.value())
			.query(Orders::row)
			.optional();
	}

	/** The open orders in the instrument, of every tenant and provider. */
	List<OpenOrderOf> openIn(String isinCode) {
		return jdbc.sql("SELECT tenant_id, id FROM orders WHERE " + OPEN + " AND "
				+ "isin_code = :isin ORDER BY tenant_id, id")
			.param("isin", isinCode)
			.query((rs, row) -> new OpenOrderOf(rs.getObject(1, UUID.class), new OrderId(rs.getObject(2, UUID.class))))
			.list();
	}

	/** An open order and its tenant. */
	record OpenOrderOf(UUID tenantId, OrderId id) {
	}

	/** The client's open orders, newest first. */
	List<OrderRow> open(UUID tenantId, UUID clientId, PageRequest page) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM orders WHERE tenant_id = :tenantId AND client_id = :clientId AND "
				+ OPEN + " ORDER BY created_date DESC, id DESC LIMIT :limit OFFSET :offset")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("limit", page.recordsPerPage())
			.param("offset", page.offset())
			.query(Orders::row)
			.list();
	}

	long countOpen(UUID tenantId, UUID clientId) {
		return jdbc.sql("SELECT COUNT(*) FROM orders WHERE tenant_id = :tenantId AND client_id = :clientId AND " + OPEN)
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.query(Long.class)
			.single();
	}

	/** The client's orders that match the filter, newest first. */
	List<OrderRow> history(UUID tenantId, UUID clientId, OrderFilter filter, PageRequest page) {
		Map<String, @Nullable Object> parameters = filterParameters(tenantId, clientId, filter);
		parameters.put("limit", page.recordsPerPage());
		parameters.put("offset", page.offset());
		return jdbc.sql("SELECT " + COLUMNS + " FROM orders WHERE " + conditions(filter)
				+ " ORDER BY created_date DESC, id DESC LIMIT :limit OFFSET :offset")
			.params(parameters)
			.query(Orders::row)
			.list();
	}

	long countHistory(UUID tenantId, UUID clientId, OrderFilter filter) {
		return jdbc.sql("SELECT COUNT(*) FROM orders WHERE " + conditions(filter))
			.params(filterParameters(tenantId, clientId, filter))
			.query(Long.class)
			.single();
	}

	private static String conditions(OrderFilter filter) {
		List<String> conditions = new ArrayList<>(List.of("tenant_id = :tenantId", "client_id = :clientId"));
		if (filter.status() != null) {
			conditions.add("status = :status");
		}
		if (filter.from() != null) {
			conditions.add("created_date >= :from");
		}
		if (filter.until() != null) {
			conditions.add("created_date < :until");
		}
		if (filter.isinCode() != null) {
			conditions.add("isin_code = :isinCode");
		}
		return String.join(" AND ", conditions);
	}

	private static Map<String, @Nullable Object> filterParameters(UUID tenantId, UUID clientId, OrderFilter filter) {
		Map<String, @Nullable Object> parameters = new HashMap<>();
		parameters.put("tenantId", tenantId);
		parameters.put("clientId", clientId);
		parameters.put("status", filter.status() == null ? null : filter.status().name());
		parameters.put("from", Timestamps.of(filter.from()));
		parameters.put("until", Timestamps.of(filter.until()));
		parameters.put("isinCode", filter.isinCode());
		return parameters;
	}

	private static Map<String, @Nullable Object> parameters(OrderRow row) {
		Map<String, @Nullable Object> values = new HashMap<>();
		values.put("id", row.id().value());
		OrderRow.Parties parties = row.parties();
		values.put("tenantId", parties.tenantId());
		values.put("clientId", parties.clientId());
		values.put("clientOrderId", parties.clientOrderId());
		values.put("internalAccountId", parties.internalAccountId().value());
		values.put("depositAccountId", parties.depositAccountId().value());
		values.put("createdUserId", parties.createdUserId());
		values.put("isinCode", row.instrument().isinCode());
		values.put("provider", row.instrument().provider().name());
		values.put("currencyCode", row.instrument().currencyCode());
		values.put("side", row.kind().side().name());
		values.put("orderType", row.kind().orderType().name());
		values.put("timeInForce", row.kind().timeInForce().name());
		values.put("quantity", row.terms().quantity());
		values.put("amount", row.terms().amount());
		values.put("limitPrice", row.terms().limitPrice());
		values.put("stopPrice", row.terms().stopPrice());
		OrderRow.Progress progress = row.progress();
		values.put("status", progress.status().name());
		values.put("rejectReason", progress.rejectReason());
		values.put("filledQuantity", progress.filledQuantity());
		values.put("filledAmount", progress.filledAmount());
		values.put("averagePrice", progress.averagePrice());
		values.put("reservedAmount", progress.reserved().amount());
		values.put("reservedQuantity", progress.reserved().quantity());
		values.put("cashReservationId", progress.reserved().cash() == null ? null : progress.reserved().cash().value());
		values.put("securityReservationId",
				progress.reserved().securities() == null ? null : progress.reserved().securities().value());
		values.put("sessionEnd", Timestamps.of(progress.sessionEnd()));
		values.put("requestHash", row.keeping().requestHash());
		values.put("createdDate", Timestamps.of(row.keeping().createdDate()));
		values.put("updatedDate", Timestamps.of(row.keeping().updatedDate()));
		return values;
	}

	static OrderRow row(ResultSet rs, int rowNum) throws SQLException {
		UUID cash = rs.getObject("cash_reservation_id", UUID.class);
		UUID securities = rs.getObject("security_reservation_id", UUID.class);
		OrderRow.Reserved reserved = new OrderRow.Reserved(rs.getBigDecimal("reserved_amount"),
				rs.getBigDecimal("reserved_quantity"), cash == null ? null : new ReservationId(cash),
				securities == null ? null : new ReservationId(securities));
		OrderRow.Parties parties = new OrderRow.Parties(rs.getObject("tenant_id", UUID.class),
				rs.getObject("client_id", UUID.class), rs.getString("client_order_id"),
				new InternalAccountId(rs.getObject("internal_account_id", UUID.class)),
				new DepositAccountId(rs.getObject("deposit_account_id", UUID.class)),
				rs.getObject("created_user_id", UUID.class));
		Order.Instrument instrument = new Order.Instrument(rs.getString("isin_code"),
				TradeProvider.valueOf(rs.getString("provider")), rs.getString("currency_code"));
		OrderRow.Progress progress = new OrderRow.Progress(OrderStatus.valueOf(rs.getString("status")),
				rs.getString("reject_reason"), rs.getBigDecimal("filled_quantity"), rs.getBigDecimal("filled_amount"),
				rs.getBigDecimal("average_price"), reserved, Timestamps.instant(rs, "session_end"));
		OrderRow.Keeping keeping = new OrderRow.Keeping(rs.getString("request_hash"), rs.getInt("version"),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")),
				Objects.requireNonNull(Timestamps.instant(rs, "updated_date")));
		return new OrderRow(new OrderId(rs.getObject("id", UUID.class)), parties, instrument, kind(rs),
				terms(rs), progress, keeping);
	}

	/** How the order of the current row trades; the venue's view of an order reads it too. */
	static Order.Kind kind(ResultSet rs) throws SQLException {
		return new Order.Kind(OrderSide.valueOf(rs.getString("side")), OrderType.valueOf(rs.getString("order_type")),
				TimeInForce.valueOf(rs.getString("time_in_force")));
	}

	/** The figures of the order of the current row; the venue's view of an order reads them too. */
	static Order.Terms terms(ResultSet rs) throws SQLException {
		return new Order.Terms(rs.getBigDecimal("quantity"), rs.getBigDecimal("amount"),
				rs.getBigDecimal("limit_price"), rs.getBigDecimal("stop_price"));
	}

	/** Used by {@link #history}: every part optional; {@code until} exclusive. */
	record OrderFilter(@Nullable OrderStatus status, @Nullable Instant from, @Nullable Instant until,
			@Nullable String isinCode) {
	}
}
