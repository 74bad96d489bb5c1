package dev.kontor.orders.fix;

import java.time.Clock;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import quickfix.Message;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.orders.OrderId;

/**
 * The requests for the venue, written in the transaction that changes the order and sent by whichever instance holds
 * the session: an order accepted on any instance reaches the venue, and a rolled-back change sends nothing. Requests
 * are marked sent, a batch at a time, before they are handed to the session, so that none is sent twice; QuickFIX/J's
 * store keeps them from then on for resends.
 */
@Component
@OnFixVenue
@RequiredArgsConstructor
class Outbox {

	/** A request not yet sent, as FIX text. */
	record Pending(long id, OrderId orderId, String message) {
	}

	private static final int IDS_PER_QUERY = 1_000;

	private final JdbcClient jdbc;

	private final TransactionTemplate transaction;

	private final Clock clock;

	void add(OrderId order, Message message) {
		add(order, message.toString());
	}

	private void add(OrderId order, String message) {
		jdbc.sql("INSERT INTO fix_outbox (order_id, message, created_date) VALUES (:order, :message, :now)")
			.param("order", order.value())
			.param("message", message)
			.param("now", clock.instant().atOffset(ZoneOffset.UTC))
			.update();
	}

	/**
	 * Marks up to {@code limit} of the oldest requests not yet sent as sent and answers them, in the order they were
	 * written: one transaction for the whole batch (its rows locked, so that a request another instance marks at
	 * the same time is not among them), instead of one commit a request.
	 */
	List<Pending> claimUnsent(int limit) {
		List<Pending> claimed = transaction.execute(status -> {
			List<Pending> unsent = jdbc.sql("SELECT id, order_id, message FROM fix_outbox WHERE sent_date IS NULL "
					+ "ORDER BY id FETCH FIRST :limit ROWS ONLY FOR UPDATE SKIP LOCKED")
				.param("limit", limit)
				.query((rs, n) -> new Pending(rs.getLong("id"), new OrderId(rs.getObject("order_id", UUID.class)),
						rs.getString("message")))
				.list();
			if (!unsent.isEmpty()) {
				jdbc.sql("UPDATE fix_outbox SET sent_date = :now WHERE id IN (:ids)")
					.param("now", clock.instant().atOffset(ZoneOffset.UTC))
					.param("ids", unsent.stream().map(Pending::id).toList())
					.update();
			}
			return unsent;
		});
		return claimed == null ? List.of() : claimed;
	}

	/** How many requests wait to be sent. */
	int unsentCount() {
		return jdbc.sql("SELECT COUNT(*) FROM fix_outbox WHERE sent_date IS NULL").query(Integer.class).single();
	}

	/** The FIX text of the order's NewOrderSingle: the first request written for it. */
	Optional<String> newOrder(OrderId order) {
		return jdbc.sql("SELECT message FROM fix_outbox WHERE order_id = :order ORDER BY id FETCH FIRST 1 ROWS ONLY")
			.param("order", order.value())
			.query(String.class)
			.optional();
	}

	private record Written(long id, String message, boolean sent) {
	}

	/** What became of an order's NewOrderSingle the venue says it does not know. */
	enum Resend {
		/** Written once more, to be sent as it was. */
		WRITTEN,
		/** Not sent yet: the venue has not had it. */
		NOT_SENT_YET,
		/** Written after the status request: its answer is still to come. */
		AFTER_THE_STATUS_REQUEST,
		/** Sent twice already, or never written: the venue will not get it. */
		GIVEN_UP
	}

	/** Writes the order's NewOrderSingle once more, unless it was not sent yet or was written twice already. */
	Resend newOrderOnceMore(OrderId order) {
		Resend resend = transaction.execute(status -> {
			List<Written> requests = lockedRequests(order);
			if (requests.isEmpty()) {
				return Resend.GIVEN_UP;
			}
			if (!requests.stream().allMatch(Written::sent)) {
				return Resend.NOT_SENT_YET;
			}
			return writtenOnceMore(order, requests, requests.getFirst().message());
		});
		return resend == null ? Resend.GIVEN_UP : resend;
	}

	/**
	 * The id of the last request written for each of these orders: what a status request names, so that the venue's
	 * answer tells which of the order's requests were sent before it.
	 */
	Map<OrderId, Long> lastWritten(List<OrderId> orders) {
		Map<OrderId, Long> last = new HashMap<>();
		for (int from = 0; from < orders.size(); from += IDS_PER_QUERY) {
			List<UUID> ids = orders.subList(from, Math.min(orders.size(), from + IDS_PER_QUERY))
				.stream()
				.map(OrderId::value)
				.toList();
			jdbc.sql("SELECT order_id, MAX(id) AS last_id FROM fix_outbox WHERE order_id IN (:ids) GROUP BY order_id")
				.param("ids", ids)
				.query(rs -> {
					last.put(new OrderId(rs.getObject("order_id", UUID.class)), rs.getLong("last_id"));
				});
		}
		return last;
	}

	/**
	 * Writes an order's last request once more when it is the one a status request named ({@code named}): sent before
	 * the status request, yet the venue answered the status without answering the request, so the request never
	 * reached it. A request written after the status request is left to its answer; one written twice already is
	 * given up.
	 */
	Resend lastRequestOnceMore(OrderId order, long named) {
		Resend resend = transaction.execute(status -> {
			List<Written> requests = lockedRequests(order);
			if (requests.isEmpty()) {
				return Resend.GIVEN_UP;
			}
			Written last = requests.getLast();
			if (last.id() != named) {
				return Resend.AFTER_THE_STATUS_REQUEST;
			}
			return writtenOnceMore(order, requests, last.message());
		});
		return resend == null ? Resend.GIVEN_UP : resend;
	}

	/** The order's requests in the order written, locked until the transaction ends. */
	private List<Written> lockedRequests(OrderId order) {
		return jdbc.sql("SELECT id, message, sent_date FROM fix_outbox WHERE order_id = :order ORDER BY id FOR UPDATE")
			.param("order", order.value())
			.query((rs, n) -> new Written(rs.getLong("id"), rs.getString("message"), rs.getObject("sent_date") != null))
			.list();
	}

	/** Writes {@code message} once more, unless it is among the order's requests twice already. */
	private Resend writtenOnceMore(OrderId order, List<Written> requests, String message) {
		if (requests.stream().map(Written::message).filter(message::equals).count() > 1) {
			return Resend.GIVEN_UP;
		}
		add(order, message);
		return Resend.WRITTEN;
	}

	/** The orders with a request still to send. */
	Set<OrderId> waiting() {
		return jdbc.sql("SELECT DISTINCT order_id FROM fix_outbox WHERE sent_date IS NULL")
			.query((rs, n) -> new OrderId(rs.getObject("order_id", UUID.class)))
			.stream()
			.collect(Collectors.toSet());
	}
}
