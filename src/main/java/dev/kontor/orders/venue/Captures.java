package dev.kontor.orders.venue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.orders.OrderId;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.jdbc.Timestamps;

/** The executions the venue has not yet confirmed at the end of their session, and their marking as confirmed. */
@Repository
class Captures {

	/** An execution not yet confirmed, with what its confirmation names. */
	record Uncaptured(UUID executionId, OrderId orderId, UUID tenantId, UUID clientId, String clientOrderId,
			TradeProvider provider, String isinCode, Instant dateTime) {
	}

	private final JdbcClient jdbc;

	Captures(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** The oldest executions not yet confirmed, at most {@code limit}. */
	List<Uncaptured> oldestUncaptured(int limit) {
		return jdbc.sql("SELECT e.execution_id, e.order_id, o.tenant_id, o.client_id, o.client_order_id, o.provider, "
				+ "o.isin_code, e.date_time FROM order_executions e JOIN orders o ON o.id = e.order_id "
				+ "WHERE e.captured_at IS NULL ORDER BY e.date_time LIMIT :limit")
			.param("limit", limit)
			.query(Captures::uncaptured)
			.list();
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

	private static Uncaptured uncaptured(ResultSet rs, int rowNum) throws SQLException {
		return new Uncaptured(rs.getObject("execution_id", UUID.class),
				new OrderId(rs.getObject("order_id", UUID.class)), rs.getObject("tenant_id", UUID.class),
				rs.getObject("client_id", UUID.class), rs.getString("client_order_id"),
				TradeProvider.valueOf(rs.getString("provider")), rs.getString("isin_code"),
				Objects.requireNonNull(Timestamps.instant(rs, "date_time")));
	}
}
