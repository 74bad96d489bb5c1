package dev.kontor.orders.fix;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import quickfix.FieldNotFound;
import quickfix.field.CumQty;
import quickfix.field.ExecType;
import quickfix.field.LastPx;
import quickfix.field.LastQty;
import quickfix.field.OrdRejReason;
import quickfix.field.OrdStatus;
import quickfix.field.OrdStatusReqID;
import quickfix.fix44.ExecutionReport;

import org.springframework.stereotype.Component;

import dev.kontor.orders.Fill;
import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderListing;
import dev.kontor.orders.OrderSearch;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.VenueReads;
import dev.kontor.orders.VenueReports;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.MarketSchedules;

/**
 * What an ExecutionReport tells the order side (docs/fix.md): New acknowledges, Trade fills once per ExecID,
 * Canceled, Expired and Rejected close, Replaced applies the pending terms; an Order status answer reconciles an order
 * Kontor holds open with what the venue knows of it. A fill's value date is the instrument's, from its trade date, as
 * the simulated venue dates its fills.
 */
@Component
@OnFixVenue
@RequiredArgsConstructor
class ExecutionReports {

	private static final Logger log = LoggerFactory.getLogger(ExecutionReports.class);

	static final String UNKNOWN_TO_THE_VENUE = "unknown to the venue";

	static final String LOST_ON_THE_WAY = "the request did not reach the venue";

	private final VenueReports reports;

	private final VenueReads reads;

	private final OrderSearch search;

	private final InstrumentCatalogue instruments;

	private final MarketSchedules schedules;

	private final FixSettings settings;

	private final Outbox outbox;

	void on(ExecutionReport report) throws FieldNotFound {
		String clOrdId = report.getClOrdID().getValue();
		Optional<OrderId> named = OrderMessages.orderOf(clOrdId);
		if (named.isEmpty()) {
			log.warn("An execution report of ClOrdID {} names no order of Kontor; ignored", clOrdId);
			return;
		}
		OrderId order = named.get();
		char execType = report.getExecType().getValue();
		switch (execType) {
			case ExecType.NEW -> reports.acknowledged(order);
			case ExecType.TRADE -> trade(order, report);
			case ExecType.CANCELED -> reports.closed(order, OrderStatus.Cancelled, text(report, "Cancelled by the venue"));
			case ExecType.REPLACED -> reports.replaced(order);
			case ExecType.REJECTED -> reports.closed(order, OrderStatus.Rejected, text(report, "Rejected by the venue"));
			case ExecType.EXPIRED -> reports.closed(order, OrderStatus.Expired, text(report, "Expired at the venue"));
			case ExecType.ORDER_STATUS -> reconcile(order, report);
			default -> log.info("Execution report of type {} for order {} ignored", execType, order);
		}
	}

	/** Books the fill once per ExecID; a report repeated (PossDupFlag, a resend) books nothing. */
	private void trade(OrderId order, ExecutionReport report) throws FieldNotFound {
		Optional<OpenOrder> open = reads.open(order);
		String execId = report.getExecID().getValue();
		if (open.isEmpty()) {
			log.info("Trade {} of order {}, which Kontor does not hold open, ignored", execId, order);
			return;
		}
		Instant at = report.getTransactTime().getValue().toInstant(ZoneOffset.UTC);
		Fill fill = new Fill(report.getDecimal(LastQty.FIELD), report.getDecimal(LastPx.FIELD), settings.venue(), at,
				valueDate(open.get(), LocalDate.ofInstant(at, ZoneOffset.UTC)), null);
		reports.filledOnce(order, execId, fill);
		if (report.getOrdStatus().getValue() == OrdStatus.FILLED && reads.open(order).isPresent()) {
			// a money order whose amount the venue filled to the last unit it could buy
			reports.closed(order, OrderStatus.Filled, "Filled at the venue");
		}
	}

	/**
	 * An order Kontor holds open that the venue has ended is closed the same way once its fills are all in (the
	 * venue's CumQty is Kontor's filled quantity; missing fills come with the resend of the session's messages). An
	 * order waiting for its acknowledgement that the venue never received (its NewOrderSingle lost with an instance
	 * that died while sending it) is sent once more; unknown again at a later logon, it is rejected. The venue takes
	 * the status request after every request sent before it, so "unknown" means the order never reached it.
	 */
	private void reconcile(OrderId order, ExecutionReport report) throws FieldNotFound {
		Optional<OpenOrder> held = reads.open(order);
		if (held.isEmpty()) {
			return;
		}
		char venueStatus = report.getOrdStatus().getValue();
		OrderStatus status = status(held.get());
		if (venueStatus == OrdStatus.REJECTED && report.isSetOrdRejReason()
				&& report.getOrdRejReason().getValue() == OrdRejReason.UNKNOWN_ORDER) {
			if (status == OrderStatus.PendingNew) {
				unknown(order);
			}
			else {
				log.warn("Order {} is {} at Kontor but unknown to the venue", order, status);
			}
			return;
		}
		Optional<OrderStatus> ended = ended(venueStatus);
		if (ended.isEmpty()) {
			if (status == OrderStatus.PendingNew) {
				reports.acknowledged(order);
			}
			else if ((status == OrderStatus.PendingCancel || status == OrderStatus.PendingReplace)
					&& report.isSetField(OrdStatusReqID.FIELD)) {
				unanswered(order, report.getString(OrdStatusReqID.FIELD));
			}
			return;
		}
		BigDecimal venueFilled = report.getDecimal(CumQty.FIELD);
		if (venueFilled.compareTo(held.get().filled().quantity()) != 0) {
			log.warn("Order {} is {} at the venue with {} filled, at Kontor {}: left open until its fills are in",
					order, ended.get(), venueFilled, held.get().filled().quantity());
			return;
		}
		reports.closed(order, ended.get(), text(report, "Reconciled with the venue"));
	}

	private void unknown(OrderId order) {
		switch (outbox.newOrderOnceMore(order)) {
			case WRITTEN -> log.warn("Order {} is unknown to the venue: its NewOrderSingle is sent once more", order);
			case NOT_SENT_YET -> log.info("Order {} is unknown to the venue, which has not had it yet", order);
			case GIVEN_UP -> reports.closed(order, OrderStatus.Rejected, UNKNOWN_TO_THE_VENUE);
		}
	}

	/**
	 * A cancel or replace the venue has not answered although it answered a status request sent after it (the status
	 * request names the order's last request, and the venue takes messages in order): the request was lost with an
	 * instance that died while sending it. It is sent once more; lost again, the order is put back as the venue's
	 * refusal would.
	 */
	private void unanswered(OrderId order, String namedRequest) {
		long named;
		try {
			named = Long.parseLong(namedRequest);
		}
		catch (NumberFormatException ex) {
			log.warn("The venue's answer to a status request of order {} names request '{}', which Kontor never sent",
					order, namedRequest);
			return;
		}
		switch (outbox.lastRequestOnceMore(order, named)) {
			case WRITTEN -> log.warn("Order {}: the venue never had its last request; it is sent once more", order);
			case GIVEN_UP -> reports.amendmentRefused(order, LOST_ON_THE_WAY);
			case AFTER_THE_STATUS_REQUEST, NOT_SENT_YET -> {
				// a request written after the status request: its answer is still to come
			}
		}
	}

	private static Optional<OrderStatus> ended(char venueStatus) {
		return switch (venueStatus) {
			case OrdStatus.CANCELED -> Optional.of(OrderStatus.Cancelled);
			case OrdStatus.EXPIRED -> Optional.of(OrderStatus.Expired);
			case OrdStatus.REJECTED -> Optional.of(OrderStatus.Rejected);
			case OrdStatus.FILLED -> Optional.of(OrderStatus.Filled);
			default -> Optional.empty();
		};
	}

	private OrderStatus status(OpenOrder order) {
		return search.order(order.tenantId(), order.id())
			.map(OrderListing::status)
			.orElse(OrderStatus.New);
	}

	private LocalDate valueDate(OpenOrder order, LocalDate tradeDate) {
		return instruments.find(order.provider(), order.isinCode())
			.map(instrument -> schedules.valueDate(instrument, tradeDate))
			.orElseThrow(() -> new IllegalStateException("No instrument " + order.isinCode() + " of "
					+ order.provider()));
	}

	private static String text(ExecutionReport report, String otherwise) throws FieldNotFound {
		return report.isSetText() && !report.getText().getValue().isBlank() ? report.getText().getValue() : otherwise;
	}
}
