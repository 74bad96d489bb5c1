package dev.kontor.orders.internal;

import java.util.List;
import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;

/** Orders as the API answers them, with their executions read in one query for a whole page. */
@Component
@RequiredArgsConstructor
class OrderViews {

	private final Executions executions;

	Order of(OrderRow row) {
		return of(List.of(row)).getFirst();
	}

	/** An order just placed: it has no executions yet. */
	Order ofNew(OrderRow row) {
		return row.view(List.of());
	}

	List<Order> of(List<OrderRow> rows) {
		Map<OrderId, List<Executions.ExecutionRow>> byOrder = executions.of(rows.stream().map(OrderRow::id).toList());
		return rows.stream()
			.map(row -> row.view(byOrder.getOrDefault(row.id(), List.of())
				.stream()
				.map(Executions.ExecutionRow::view)
				.toList()))
			.toList();
	}
}
