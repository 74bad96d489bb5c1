package dev.kontor.orders.venue;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * What the crash tests check of a tenant's orders after a kill: each order's filled quantity is the sum of its
 * executions, and each execution has exactly its two bookings (cash and securities), with no other booking naming an
 * order.
 */
final class ExecutionAudit {

	private final JdbcClient jdbc;

	ExecutionAudit(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	long executions(UUID tenantId) {
		return jdbc.sql("SELECT COUNT(*) FROM order_executions WHERE tenant_id = :t")
			.param("t", tenantId)
			.query(Long.class)
			.single();
	}

	List<String> ordersOffTheirExecutions(UUID tenantId) {
		return jdbc.sql("""
				SELECT o.client_order_id FROM orders o WHERE o.tenant_id = :t AND o.filled_quantity <>
				  (SELECT COALESCE(SUM(e.quantity), 0) FROM order_executions e WHERE e.order_id = o.id)""")
			.param("t", tenantId)
			.query(String.class)
			.list();
	}

	/** Executions without exactly one cash transaction and one security movement naming them, and the reverse. */
	List<String> executionsNotBookedOnce(UUID tenantId) {
		List<String> off = new ArrayList<>(jdbc.sql("""
				SELECT CAST(e.execution_id AS VARCHAR(36)) FROM order_executions e WHERE e.tenant_id = :t AND (
				  (SELECT COUNT(*) FROM cash_transactions c WHERE c.tenant_id = :t
				    AND c.reference = 'Order ' || CAST(e.order_id AS VARCHAR(36)) || ' execution '
				      || CAST(e.execution_id AS VARCHAR(36))) <> 1
				  OR (SELECT COUNT(*) FROM security_movements m WHERE m.tenant_id = :t
				    AND m.reference = 'Order ' || CAST(e.order_id AS VARCHAR(36)) || ' execution '
				      || CAST(e.execution_id AS VARCHAR(36))) <> 1)""")
			.param("t", tenantId)
			.query(String.class)
			.list());
		long orderBookings = jdbc.sql("SELECT COUNT(*) FROM cash_transactions WHERE tenant_id = :t "
				+ "AND reference LIKE 'Order %'")
			.param("t", tenantId)
			.query(Long.class)
			.single();
		if (orderBookings != executions(tenantId)) {
			off.add(orderBookings + " order bookings for " + executions(tenantId) + " executions");
		}
		return off;
	}
}
