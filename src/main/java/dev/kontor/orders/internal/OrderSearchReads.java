package dev.kontor.orders.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.orders.ExecutionListing;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderListing;
import dev.kontor.orders.OrderSearch;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The back office's search of orders: every combination of criteria is served, newest first, by an index that
 * starts with the tenant and one criterion and ends with the creation time (by client record, by ISIN, by status,
 * or by the tenant alone), so that a page reads its rows and no more.
 */
@Repository
@RequiredArgsConstructor
class OrderSearchReads implements OrderSearch {

	private static final String COLUMNS = "id, client_id, client_order_id, isin_code, provider, side, order_type, "
			+ "quantity, amount, limit_price, stop_price, time_in_force, internal_account_id, deposit_account_id, "
			+ "currency_code, status, reject_reason, filled_quantity, filled_amount, average_price, created_date, "
			+ "updated_date";

	private final JdbcClient jdbc;

	@Override
	public List<OrderListing> search(TenantId tenantId, Criteria criteria, int offset, int limit) {
		SqlConditions where = new SqlConditions()
			.add(criteria.clientId() == null ? null : criteria.clientId().value(), " AND client_id = :clientId",
					"clientId")
			.add(criteria.isinCode(), " AND isin_code = :isinCode", "isinCode")
			.add(criteria.status(), " AND status = :status", "status", Enum::name);
		return jdbc.sql("SELECT " + COLUMNS + " FROM orders WHERE tenant_id = :tenantId" + where.sql()
				+ " ORDER BY created_date DESC, id DESC OFFSET " + Math.clamp(offset, 0, MAX_OFFSET)
				+ " ROWS FETCH NEXT " + Math.clamp(limit, 1, MAX_ROWS) + " ROWS ONLY")
			.params(where.parameters())
			.param("tenantId", tenantId.value())
			.query(OrderSearchReads::listing)
			.list();
	}

	@Override
	public Optional<OrderListing> order(TenantId tenantId, OrderId orderId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM orders WHERE tenant_id = :tenantId AND id = :id")
			.param("tenantId", tenantId.value())
			.param("id", orderId.value())
			.query(OrderSearchReads::listing)
			.optional();
	}

	@Override
	public List<ExecutionListing> executions(TenantId tenantId, OrderId orderId) {
		return jdbc.sql("SELECT execution_id, quantity, price, fee, amount, date_time, venue, value_date "
				+ "FROM order_executions WHERE order_id = :orderId AND tenant_id = :tenantId ORDER BY date_time, "
				+ "execution_id")
			.param("tenantId", tenantId.value())
			.param("orderId", orderId.value())
			.query((rs, row) -> new ExecutionListing(rs.getObject("execution_id", UUID.class),
					rs.getBigDecimal("quantity"), rs.getBigDecimal("price"), rs.getBigDecimal("fee"),
					rs.getBigDecimal("amount"), Objects.requireNonNull(Timestamps.instant(rs, "date_time")),
					rs.getString("venue"), rs.getObject("value_date", LocalDate.class)))
			.list();
	}

	private static OrderListing listing(ResultSet rs, int row) throws SQLException {
		return new OrderListing(rs.getObject("id", UUID.class), rs.getObject("client_id", UUID.class),
				rs.getString("client_order_id"), rs.getString("isin_code"), rs.getString("provider"),
				OrderSide.valueOf(rs.getString("side")), OrderType.valueOf(rs.getString("order_type")),
				rs.getBigDecimal("quantity"), rs.getBigDecimal("amount"), rs.getBigDecimal("limit_price"),
				rs.getBigDecimal("stop_price"), TimeInForce.valueOf(rs.getString("time_in_force")),
				rs.getObject("internal_account_id", UUID.class), rs.getObject("deposit_account_id", UUID.class),
				rs.getString("currency_code"), OrderStatus.valueOf(rs.getString("status")),
				rs.getString("reject_reason"), rs.getBigDecimal("filled_quantity"), rs.getBigDecimal("filled_amount"),
				rs.getBigDecimal("average_price"), Objects.requireNonNull(Timestamps.instant(rs, "created_date")),
				Objects.requireNonNull(Timestamps.instant(rs, "updated_date")));
	}
}
