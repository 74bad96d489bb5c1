package dev.kontor.orders.venue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The venue's reads and marks on the order table (the order side owns the table and its changes through
 * {@code Fills}). An order is locked ({@code SELECT … FOR UPDATE}) before a fill is decided, so that instances that
 * look at it at once decide one after the other, each on what the one before committed.
 */
@Repository
class VenueOrders {

	private static final String OPEN = "status IN ('New', 'PartiallyFilled')";

	private static final String INDEXED = "id, provider, isin_code, side, order_type, time_in_force, limit_price, "
			+ "stop_price, stop_triggered";

	private static final String LOCKED = "id, tenant_id, client_id, client_order_id, provider, isin_code, side, "
			+ "order_type, time_in_force, quantity, amount, limit_price, stop_price, filled_quantity, filled_amount, "
			+ "status, stop_triggered, last_fill_quote_at";

	/** A Day order whose session has ended. */
	record Ended(UUID tenantId, OrderId id) {
	}

	/** An open Day order not yet given the end of its session (placed while its market was closed, or just now). */
	record Unscheduled(OrderId id, TradeProvider provider, String isinCode) {
	}

	private final JdbcClient jdbc;

	VenueOrders(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	List<IndexedOrder> open() {
		return jdbc.sql("SELECT " + INDEXED + " FROM orders WHERE " + OPEN).query(VenueOrders::indexed).list();
	}

	Optional<IndexedOrder> open(OrderId id) {
		return jdbc.sql("SELECT " + INDEXED + " FROM orders WHERE id = :id AND " + OPEN)
			.param("id", id.value())
			.query(VenueOrders::indexed)
			.optional();
	}

	/** The order, locked until the transaction ends; empty when it is no longer open. */
	Optional<VenueOrder> lockOpen(OrderId id) {
		return jdbc.sql("SELECT " + LOCKED + " FROM orders WHERE id = :id FOR UPDATE")
			.param("id", id.value())
			.query(VenueOrders::locked)
			.optional()
			.filter(order -> order.status().isOpen());
	}

	void markStopTriggered(OrderId id) {
		jdbc.sql("UPDATE orders SET stop_triggered = TRUE WHERE id = :id").param("id", id.value()).update();
	}

	void markFilledBy(OrderId id, Instant quoteAt) {
		jdbc.sql("UPDATE orders SET stop_triggered = stop_triggered OR order_type IN ('Stop', 'StopLimit'), "
				+ "last_fill_quote_at = :quoteAt WHERE id = :id")
			.param("id", id.value())
			.param("quoteAt", Timestamps.of(quoteAt))
			.update();
	}

	/** Open Day orders whose session ended at or before {@code now}, at most {@code limit}. */
	List<Ended> sessionEnded(Instant now, int limit) {
		return jdbc.sql("SELECT tenant_id, id FROM orders WHERE session_end <= :now AND " + OPEN
				+ " ORDER BY session_end LIMIT :limit")
			.param("now", Timestamps.of(now))
			.param("limit", limit)
			.query((rs, rowNum) -> new Ended(rs.getObject("tenant_id", UUID.class),
					new OrderId(rs.getObject("id", UUID.class))))
			.list();
	}

	/** Open Day orders without a session end, at most {@code limit}. */
	List<Unscheduled> unscheduledDayOrders(int limit) {
		return jdbc.sql("SELECT id, provider, isin_code FROM orders WHERE time_in_force = 'Day' "
				+ "AND session_end IS NULL AND " + OPEN + " ORDER BY created_date LIMIT :limit")
			.param("limit", limit)
			.query((rs, rowNum) -> new Unscheduled(new OrderId(rs.getObject("id", UUID.class)),
					TradeProvider.valueOf(rs.getString("provider")), rs.getString("isin_code")))
			.list();
	}

	/** The order if it is an open Day order without a session end. */
	Optional<Unscheduled> unscheduledDayOrder(OrderId id) {
		return jdbc.sql("SELECT id, provider, isin_code FROM orders WHERE id = :id AND time_in_force = 'Day' "
				+ "AND session_end IS NULL AND " + OPEN)
			.param("id", id.value())
			.query((rs, rowNum) -> new Unscheduled(new OrderId(rs.getObject("id", UUID.class)),
					TradeProvider.valueOf(rs.getString("provider")), rs.getString("isin_code")))
			.optional();
	}

	void scheduleSessionEnd(OrderId id, Instant sessionEnd) {
		jdbc.sql("UPDATE orders SET session_end = :sessionEnd WHERE id = :id AND session_end IS NULL")
			.param("id", id.value())
			.param("sessionEnd", Timestamps.of(sessionEnd))
			.update();
	}

	private static IndexedOrder indexed(ResultSet rs, int rowNum) throws SQLException {
		return new IndexedOrder(new OrderId(rs.getObject("id", UUID.class)),
				TradeProvider.valueOf(rs.getString("provider")), rs.getString("isin_code"),
				OrderSide.valueOf(rs.getString("side")), OrderType.valueOf(rs.getString("order_type")),
				TimeInForce.valueOf(rs.getString("time_in_force")), rs.getBigDecimal("limit_price"),
				rs.getBigDecimal("stop_price"), rs.getBoolean("stop_triggered"));
	}

	private static VenueOrder locked(ResultSet rs, int rowNum) throws SQLException {
		return new VenueOrder(new OrderId(rs.getObject("id", UUID.class)), rs.getObject("tenant_id", UUID.class),
				rs.getObject("client_id", UUID.class), rs.getString("client_order_id"),
				TradeProvider.valueOf(rs.getString("provider")), rs.getString("isin_code"),
				OrderSide.valueOf(rs.getString("side")), OrderType.valueOf(rs.getString("order_type")),
				TimeInForce.valueOf(rs.getString("time_in_force")), rs.getBigDecimal("quantity"),
				rs.getBigDecimal("amount"), rs.getBigDecimal("limit_price"), rs.getBigDecimal("stop_price"),
				rs.getBigDecimal("filled_quantity"), rs.getBigDecimal("filled_amount"),
				OrderStatus.valueOf(rs.getString("status")), rs.getBoolean("stop_triggered"),
				Timestamps.instant(rs, "last_fill_quote_at"));
	}
}
