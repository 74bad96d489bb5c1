package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.orders.Execution;
import dev.kontor.orders.ExecutionDetails;
import dev.kontor.orders.ExecutionId;
import dev.kontor.orders.OrderId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of executions: written once per fill, never changed. */
@Repository
@RequiredArgsConstructor
class Executions {

	private static final String COLUMNS = "execution_id, order_id, quantity, price, fee, amount, date_time, venue, "
			+ "value_date";

	private final JdbcClient jdbc;

	/** One execution as stored. */
	record ExecutionRow(ExecutionId id, OrderId orderId, ExecutionDetails.Figures figures, Instant dateTime,
			String venue, LocalDate valueDate) {

		Execution view() {
			return new Execution(id.value(), Decimals.plain(figures.quantity()), Decimals.plain(figures.price()),
					dateTime, venue);
		}

		ExecutionDetails details(String clientOrderId, String currencyCode) {
			return new ExecutionDetails(id.value(), clientOrderId, plain(figures), currencyCode, dateTime, venue,
					valueDate);
		}
	}

	/** The figures without trailing zeros, as the API answers them. */
	static ExecutionDetails.Figures plain(ExecutionDetails.Figures figures) {
		return new ExecutionDetails.Figures(Decimals.plain(figures.quantity()), Decimals.plain(figures.price()),
				Decimals.plain(figures.fee()), Decimals.plain(figures.amount()));
	}

	/** Records the execution; {@code venueExecutionId} is the venue's own id of it, when the venue gives one. */
	void insert(UUID tenantId, ExecutionRow row, @Nullable String venueExecutionId) {
		jdbc.sql("INSERT INTO order_executions (tenant_id, " + COLUMNS + ", venue_execution_id) VALUES (:tenantId, "
				+ ":id, :orderId, :quantity, :price, :fee, :amount, :dateTime, :venue, :valueDate, :venueExecutionId)")
			.param("tenantId", tenantId)
			.param("venueExecutionId", venueExecutionId)
			.param("id", row.id().value())
			.param("orderId", row.orderId().value())
			.param("quantity", row.figures().quantity())
			.param("price", row.figures().price())
			.param("fee", row.figures().fee())
			.param("amount", row.figures().amount())
			.param("dateTime", Timestamps.of(row.dateTime()))
			.param("venue", row.venue())
			.param("valueDate", row.valueDate())
			.update();
	}

	/** What the order's executions have been charged in fees so far. */
	BigDecimal feesCharged(OrderId order) {
		return jdbc.sql("SELECT COALESCE(SUM(fee), 0) FROM order_executions WHERE order_id = :orderId")
			.param("orderId", order.value())
			.query(BigDecimal.class)
			.single();
	}

	/** The executions of the orders, oldest first, by order: one query for a whole page of orders. */
	Map<OrderId, List<ExecutionRow>> of(Collection<OrderId> orders) {
		if (orders.isEmpty()) {
			return Map.of();
		}
		return jdbc.sql("SELECT " + COLUMNS + " FROM order_executions WHERE order_id IN (:orders) "
				+ "ORDER BY date_time, execution_id")
			.param("orders", orders.stream().map(OrderId::value).toList())
			.query(Executions::row)
			.list()
			.stream()
			.collect(Collectors.groupingBy(ExecutionRow::orderId));
	}

	private static ExecutionRow row(ResultSet rs, int rowNum) throws SQLException {
		return new ExecutionRow(new ExecutionId(rs.getObject("execution_id", UUID.class)),
				new OrderId(rs.getObject("order_id", UUID.class)), figures(rs),
				Objects.requireNonNull(Timestamps.instant(rs, "date_time")), rs.getString("venue"),
				rs.getObject("value_date", LocalDate.class));
	}

	/** The figures of the execution of the current row; the statement of an execution reads them too. */
	static ExecutionDetails.Figures figures(ResultSet rs) throws SQLException {
		return new ExecutionDetails.Figures(rs.getBigDecimal("quantity"), rs.getBigDecimal("price"),
				rs.getBigDecimal("fee"), rs.getBigDecimal("amount"));
	}
}
