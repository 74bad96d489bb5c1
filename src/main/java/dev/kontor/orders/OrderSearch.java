package dev.kontor.orders;

import java.util.List;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The back office's reads of the tenant's orders: a search by client record, ISIN and status, newest first, a page
 * at a time; one order with its executions.
 */
public interface OrderSearch {

	/** The most rows one call answers, and the furthest row a page may start at. */
	int MAX_ROWS = 100;

	int MAX_OFFSET = 10_000;

	/** What the search asks for; each null criterion matches every order. */
	record Criteria(@Nullable ClientId clientId, @Nullable String isinCode, @Nullable OrderStatus status) {
	}

	/** {@code limit} orders of the criteria from {@code offset}, newest first, each capped. */
	List<OrderListing> search(TenantId tenantId, Criteria criteria, int offset, int limit);

	Optional<OrderListing> order(TenantId tenantId, OrderId orderId);

	/** The executions of the tenant's order, oldest first. */
	List<ExecutionListing> executions(TenantId tenantId, OrderId orderId);
}
