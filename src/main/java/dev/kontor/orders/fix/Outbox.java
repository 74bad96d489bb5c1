package dev.kontor.orders.fix;

import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import quickfix.Message;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderId;

/**
 * The requests for the venue, written in the transaction that changes the order and sent by whichever instance holds
 * the session: an order accepted on any instance reaches the venue, and a rolled-back change sends nothing. A
 * request is marked sent before it is handed to the session, so that it is never sent twice; QuickFIX/J's store keeps
 * it from then on for resends.
 */
@Component
@OnFixVenue
@RequiredArgsConstructor
class Outbox {

	/** A request not yet sent, as FIX text. */
	record Pending(long id, OrderId orderId, String message) {
	}

	private final JdbcClient jdbc;

	private final Clock clock;

	void add(OrderId order, Message message) {
		jdbc.sql("INSERT INTO fix_outbox (order_id, message, created_date) VALUES (:order, :message, :now)")
			.param("order", order.value())
			.param("message", message.toString())
			.param("now", clock.instant().atOffset(ZoneOffset.UTC))
			.update();
	}

	/** The oldest requests not yet sent, in the order they were written. */
	List<Pending> unsent(int limit) {
		return jdbc.sql("SELECT id, order_id, message FROM fix_outbox WHERE sent_date IS NULL ORDER BY id "
				+ "FETCH FIRST :limit ROWS ONLY")
			.param("limit", limit)
			.query((rs, n) -> new Pending(rs.getLong("id"), new OrderId(rs.getObject("order_id", UUID.class)),
					rs.getString("message")))
			.list();
	}

	/** Marks the request sent; false when another instance marked it first. */
	boolean claim(long id) {
		return jdbc.sql("UPDATE fix_outbox SET sent_date = :now WHERE id = :id AND sent_date IS NULL")
			.param("now", clock.instant().atOffset(ZoneOffset.UTC))
			.param("id", id)
			.update() == 1;
	}

	/** The FIX text of the order's NewOrderSingle: the first request written for it. */
	Optional<String> newOrder(OrderId order) {
		return jdbc.sql("SELECT message FROM fix_outbox WHERE order_id = :order ORDER BY id FETCH FIRST 1 ROWS ONLY")
			.param("order", order.value())
			.query(String.class)
			.optional();
	}

	/** The orders with a request still to send. */
	Set<OrderId> waiting() {
		return jdbc.sql("SELECT DISTINCT order_id FROM fix_outbox WHERE sent_date IS NULL")
			.query((rs, n) -> new OrderId(rs.getObject("order_id", UUID.class)))
			.stream()
			.collect(Collectors.toSet());
	}
}
