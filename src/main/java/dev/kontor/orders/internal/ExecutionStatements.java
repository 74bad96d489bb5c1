package dev.kontor.orders.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.Objects;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.orders.ExecutionDetails;
import dev.kontor.orders.ExecutionStatement;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Reads an execution with its order for the statement, within the tenant and the client record: an id of another
 * tenant or client, or an execution of another order, is not found.
 */
@Repository
@RequiredArgsConstructor
class ExecutionStatements {

	private final JdbcClient jdbc;

	ExecutionStatement find(UUID tenantId, UUID clientId, String clientOrderId, UUID executionId) {
		return jdbc.sql("SELECT o.client_id, o.client_order_id, o.id AS order_id, o.isin_code, o.provider, o.side, "
				+ "o.order_type, o.currency_code, o.internal_account_id, o.deposit_account_id, e.execution_id, e.quantity, e.price, e.fee, e.amount, e.date_time, "
				+ "e.venue, e.value_date FROM order_executions e JOIN orders o ON o.id = e.order_id "
				+ "WHERE o.tenant_id = :tenantId AND o.client_id = :clientId AND o.client_order_id = :clientOrderId "
				+ "AND e.execution_id = :executionId")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("clientOrderId", clientOrderId)
			.param("executionId", executionId)
			.query(ExecutionStatements::statement)
			.optional()
			.orElseThrow(() -> new NotFound("No such execution of the order"));
	}

	private static ExecutionStatement statement(ResultSet rs, int rowNum) throws SQLException {
		ExecutionDetails execution = new ExecutionDetails(rs.getObject("execution_id", UUID.class),
				rs.getString("client_order_id"), Executions.figures(rs), rs.getString("currency_code"),
				Objects.requireNonNull(Timestamps.instant(rs, "date_time")), rs.getString("venue"),
				rs.getObject("value_date", LocalDate.class));
		return new ExecutionStatement(new ClientId(rs.getObject("client_id", UUID.class)),
				new OrderId(rs.getObject("order_id", UUID.class)), rs.getString("isin_code"),
				TradeProvider.valueOf(rs.getString("provider")), OrderSide.valueOf(rs.getString("side")),
				OrderType.valueOf(rs.getString("order_type")),
				new InternalAccountId(rs.getObject("internal_account_id", UUID.class)),
				new DepositAccountId(rs.getObject("deposit_account_id", UUID.class)), execution);
	}
}
