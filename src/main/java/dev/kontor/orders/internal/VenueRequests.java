package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.VenueRequest;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The cancellations and modifications sent to a venue that answers later, numbered per order, with what each asked
 * for and the status the order had before it, until the venue answers. Written under the order's lock, so numbers
 * never clash.
 */
@Repository
@RequiredArgsConstructor
class VenueRequests {

	enum Kind {
		Cancel, Replace
	}

	/** A request that waits for the venue's answer. */
	record Pending(VenueRequest request, Kind kind, OrderStatus statusBefore) {
	}

	private final JdbcClient jdbc;

	/** Records a new request of the order and answers it with its number. */
	VenueRequest add(OrderRow order, Kind kind, Order.@Nullable Terms replacement, Instant at) {
		int number = jdbc.sql("SELECT COALESCE(MAX(number), 0) + 1 FROM order_venue_requests WHERE order_id = :orderId")
			.param("orderId", order.id().value())
			.query(Integer.class)
			.single();
		jdbc.sql("INSERT INTO order_venue_requests (order_id, number, kind, status_before, quantity, limit_price, "
				+ "stop_price, requested_date) VALUES (:orderId, :number, :kind, :statusBefore, :quantity, :limitPrice, "
				+ ":stopPrice, :at)")
			.param("orderId", order.id().value())
			.param("number", number)
			.param("kind", kind.name())
			.param("statusBefore", order.status().name())
			.param("quantity", replacement == null ? null : replacement.quantity())
			.param("limitPrice", replacement == null ? null : replacement.limitPrice())
			.param("stopPrice", replacement == null ? null : replacement.stopPrice())
			.param("at", Timestamps.of(at))
			.update();
		return new VenueRequest(order.id(), number, replacement);
	}

	/** The order's latest request, when the venue has not answered it. */
	Optional<Pending> pending(OrderId order) {
		return jdbc.sql("SELECT number, kind, status_before, quantity, limit_price, stop_price FROM order_venue_requests "
				+ "WHERE order_id = :orderId AND answer IS NULL ORDER BY number DESC FETCH FIRST 1 ROWS ONLY")
			.param("orderId", order.value())
			.query((rs, row) -> {
				Kind kind = Kind.valueOf(rs.getString("kind"));
				BigDecimal quantity = rs.getBigDecimal("quantity");
				Order.Terms replacement = kind == Kind.Replace ? new Order.Terms(quantity, null,
						rs.getBigDecimal("limit_price"), rs.getBigDecimal("stop_price")) : null;
				return new Pending(new VenueRequest(order, rs.getInt("number"), replacement), kind,
						OrderStatus.valueOf(rs.getString("status_before")));
			})
			.optional();
	}

	/** The venue answered the request: {@code accepted} or refused. */
	void answered(VenueRequest request, boolean accepted, Instant at) {
		jdbc.sql("UPDATE order_venue_requests SET answer = :answer, answered_date = :at WHERE order_id = :orderId "
				+ "AND number = :number")
			.param("answer", accepted ? "Accepted" : "Refused")
			.param("at", Timestamps.of(at))
			.param("orderId", request.orderId().value())
			.param("number", request.number())
			.update();
	}
}
