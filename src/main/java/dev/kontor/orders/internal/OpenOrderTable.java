package dev.kontor.orders.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.orders.TradeCaptured;
import dev.kontor.orders.VenueReads;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The order and execution tables as a venue needs them: the open orders it reads, the marks a venue's decisions
 * leave (a touched stop, the quote that filled an order, the end of a Day order's session, a confirmed execution)
 * and the lock under which a venue decides. Beside {@link Orders}, which writes the order's figures, so that the
 * order side is the one writer of both tables and neither class grows past its job.
 */
@Repository
@RequiredArgsConstructor
class OpenOrderTable implements VenueReads {

	private static final String OPEN = "status IN " + OrderStatus.OPEN_IN_SQL;

	private static final String VENUE_COLUMNS = "id, tenant_id, provider, isin_code, side, order_type, "
			+ "time_in_force, quantity, amount, limit_price, stop_price, filled_quantity, filled_amount, "
			+ "stop_triggered, last_fill_quote_at";

	/** An order locked for a venue's decision: its row and the venue's marks on it. */
	record Locked(OrderRow row, OpenOrder.Marks marks) {

		OpenOrder open() {
			return new OpenOrder(row.id(), new TenantId(row.tenantId()), row.instrument().provider(),
					row.instrument().isinCode(), row.kind(), row.terms(),
					new OpenOrder.Filled(row.progress().filledQuantity(), row.progress().filledAmount()), marks);
		}
	}

	private final JdbcClient jdbc;

	/** The order, locked until the transaction ends, whatever its status. */
	Optional<Locked> lock(OrderId id) {
		return jdbc.sql("SELECT " + Orders.COLUMNS + ", stop_triggered, last_fill_quote_at FROM orders "
				+ "WHERE id = :id FOR UPDATE")
			.param("id", id.value())
			.query((rs, rowNum) -> new Locked(Orders.row(rs, rowNum), marks(rs)))
			.optional();
	}

	@Override
	public Optional<UUID> execution(OrderId order, String venueExecutionId) {
		return jdbc.sql("SELECT execution_id FROM order_executions WHERE order_id = :orderId "
				+ "AND venue_execution_id = :venueExecutionId")
			.param("orderId", order.value())
			.param("venueExecutionId", venueExecutionId)
			.query(UUID.class)
			.optional();
	}

	@Override
	public List<OpenOrder> open() {
		return jdbc.sql("SELECT " + VENUE_COLUMNS + " FROM orders WHERE " + OPEN)
			.query(OpenOrderTable::openOrder)
			.list();
	}

	@Override
	public Map<OrderStatus, Integer> openByStatus() {
		Map<OrderStatus, Integer> counts = new EnumMap<>(OrderStatus.class);
		jdbc.sql("SELECT status, COUNT(*) AS orders FROM orders WHERE " + OPEN + " GROUP BY status")
			.query(rs -> {
				counts.put(OrderStatus.valueOf(rs.getString("status")), rs.getInt("orders"));
			});
		return counts;
	}

	@Override
	public Optional<OpenOrder> open(OrderId id) {
		return openOrder(id, OPEN);
	}

	@Override
	public Optional<OpenOrder> unscheduledDayOrder(OrderId id) {
		return openOrder(id, "time_in_force = 'Day' AND session_end IS NULL AND " + OPEN);
	}

	/** The order if it meets {@code condition}. */
	private Optional<OpenOrder> openOrder(OrderId id, String condition) {
		return jdbc.sql("SELECT " + VENUE_COLUMNS + " FROM orders WHERE id = :id AND " + condition)
			.param("id", id.value())
			.query(OpenOrderTable::openOrder)
			.optional();
	}

	@Override
	public List<OpenOrder> unscheduledDayOrders(int limit) {
		return jdbc.sql("SELECT " + VENUE_COLUMNS + " FROM orders WHERE time_in_force = 'Day' "
				+ "AND session_end IS NULL AND " + OPEN + " ORDER BY created_date LIMIT :limit")
			.param("limit", limit)
			.query(OpenOrderTable::openOrder)
			.list();
	}

	@Override
	public List<OrderId> sessionEnded(Instant now, int limit) {
		return jdbc.sql("SELECT id FROM orders WHERE session_end <= :now AND " + OPEN
				+ " ORDER BY session_end LIMIT :limit")
			.param("now", Timestamps.of(now))
			.param("limit", limit)
			.query((rs, rowNum) -> new OrderId(rs.getObject("id", UUID.class)))
			.list();
	}

	@Override
	public List<Uncaptured> uncaptured(int limit) {
		return jdbc.sql("SELECT e.execution_id, e.order_id, o.provider, o.isin_code, e.date_time "
				+ "FROM order_executions e JOIN orders o ON o.id = e.order_id "
				+ "WHERE e.captured_at IS NULL ORDER BY e.date_time LIMIT :limit")
			.param("limit", limit)
			.query((rs, rowNum) -> new Uncaptured(rs.getObject("execution_id", UUID.class),
					new OrderId(rs.getObject("order_id", UUID.class)), TradeProvider.valueOf(rs.getString("provider")),
					rs.getString("isin_code"), Objects.requireNonNull(Timestamps.instant(rs, "date_time"))))
			.list();
	}

	void markStopTriggered(OrderId id) {
		jdbc.sql("UPDATE orders SET stop_triggered = TRUE WHERE id = :id").param("id", id.value()).update();
	}

	/** The quote that filled the order, which fills it no more; a fill of a stop order shows its stop touched. */
	void markFilledBy(OrderId id, Instant quoteAt) {
		jdbc.sql("UPDATE orders SET stop_triggered = stop_triggered OR order_type IN ('Stop', 'StopLimit'), "
				+ "last_fill_quote_at = :quoteAt WHERE id = :id")
			.param("id", id.value())
			.param("quoteAt", Timestamps.of(quoteAt))
			.update();
	}

	void scheduleSessionEnd(OrderId id, Instant sessionEnd) {
		jdbc.sql("UPDATE orders SET session_end = :sessionEnd WHERE id = :id AND session_end IS NULL")
			.param("id", id.value())
			.param("sessionEnd", Timestamps.of(sessionEnd))
			.update();
	}

	/**
	 * Marks the executions confirmed at {@code now}; answers how many this call marked. Instances that mark the same
	 * executions at once take turns on their rows, and the later one marks none of them.
	 */
	int markCaptured(Collection<UUID> executionIds, Instant now) {
		return jdbc.sql("UPDATE order_executions SET captured_at = :now WHERE execution_id IN (:ids) "
				+ "AND captured_at IS NULL")
			.param("now", Timestamps.of(now))
			.param("ids", executionIds)
			.update();
	}

	/** The confirmation of the order's executions in the session that ended at {@code sessionEnd}. */
	TradeCaptured capture(OrderId id, Instant sessionEnd) {
		return jdbc.sql("SELECT tenant_id, client_id, client_order_id FROM orders WHERE id = :id")
			.param("id", id.value())
			.query((rs, rowNum) -> new TradeCaptured(new TenantId(rs.getObject("tenant_id", UUID.class)),
					new ClientId(rs.getObject("client_id", UUID.class)), rs.getString("client_order_id"), id,
					sessionEnd))
			.single();
	}

	private static OpenOrder openOrder(ResultSet rs, int rowNum) throws SQLException {
		OpenOrder.Filled filled = new OpenOrder.Filled(rs.getBigDecimal("filled_quantity"),
				rs.getBigDecimal("filled_amount"));
		return new OpenOrder(new OrderId(rs.getObject("id", UUID.class)),
				new TenantId(rs.getObject("tenant_id", UUID.class)), TradeProvider.valueOf(rs.getString("provider")),
				rs.getString("isin_code"), Orders.kind(rs), Orders.terms(rs), filled, marks(rs));
	}

	private static OpenOrder.Marks marks(ResultSet rs) throws SQLException {
		return new OpenOrder.Marks(rs.getBoolean("stop_triggered"), Timestamps.instant(rs, "last_fill_quote_at"));
	}
}
