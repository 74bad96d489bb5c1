package dev.kontor.orders.internal;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.orders.ExecutionDetails;
import dev.kontor.orders.ExecutionStatement;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderStatus;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/**
 * The orders of a client record as the order API reads them: one, the open ones (document 1's listing), all with a
 * filter, an order's executions and the statement of one of them. A client record of another tenant is unknown (404).
 */
@Service
@Transactional(readOnly = true)
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class OrderReads {

	private final Orders orders;

	private final Executions executions;

	private final OrderParties parties;

	private final OrderViews views;

	private final ExecutionStatements statements;

	public Order get(UUID tenantId, UUID clientId, String clientOrderId) {
		return views.of(row(tenantId, clientId, clientOrderId));
	}

	/** The open orders (New, PartiallyFilled), newest first. */
	public Paged<Order> open(UUID tenantId, UUID clientId, PageRequest page) {
		parties.client(tenantId, clientId);
		List<OrderRow> rows = orders.open(tenantId, clientId, page);
		long total = page.totalRecordCount(rows, () -> orders.countOpen(tenantId, clientId));
		return Paged.of(page, total, views.of(rows));
	}

	/** All orders, closed ones too, newest first; {@code dateFrom} and {@code dateTo} inclusive days of UTC. */
	public Paged<Order> history(UUID tenantId, UUID clientId, @Nullable OrderStatus status,
			@Nullable LocalDate dateFrom, @Nullable LocalDate dateTo, @Nullable String isinCode, PageRequest page) {
		if (isinCode != null) {
			Isins.require("isinCode", isinCode);
		}
		if (dateFrom != null && dateTo != null && dateTo.isBefore(dateFrom)) {
			throw new InvalidInput("dateTo", "must not be before dateFrom");
		}
		parties.client(tenantId, clientId);
		Orders.OrderFilter filter = new Orders.OrderFilter(status,
				dateFrom == null ? null : dateFrom.atStartOfDay(ZoneOffset.UTC).toInstant(),
				dateTo == null ? null : dateTo.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant(), isinCode);
		List<OrderRow> rows = orders.history(tenantId, clientId, filter, page);
		long total = page.totalRecordCount(rows, () -> orders.countHistory(tenantId, clientId, filter));
		return Paged.of(page, total, views.of(rows));
	}

	/** The order's executions, oldest first. */
	public List<ExecutionDetails> executions(UUID tenantId, UUID clientId, String clientOrderId) {
		OrderRow order = row(tenantId, clientId, clientOrderId);
		return executions.of(List.of(order.id()))
			.getOrDefault(order.id(), List.of())
			.stream()
			.map(execution -> execution.details(order.parties().clientOrderId(), order.instrument().currencyCode()))
			.toList();
	}

	/**
	 * What the statement of one execution shows; an execution of another tenant, client record or order is not
	 * found.
	 */
	public ExecutionStatement statement(UUID tenantId, UUID clientId, String clientOrderId, UUID executionId) {
		return statements.find(tenantId, clientId, clientOrderId, executionId);
	}

	private OrderRow row(UUID tenantId, UUID clientId, String clientOrderId) {
		parties.client(tenantId, clientId);
		return orders.find(tenantId, clientId, clientOrderId)
			.orElseThrow(() -> new NotFound("No order with this clientOrderId exists for the client record"));
	}
}
