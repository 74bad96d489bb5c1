package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import quickfix.FieldMap;
import quickfix.Message;
import quickfix.field.AvgPx;
import quickfix.field.CashOrderQty;
import quickfix.field.ClOrdID;
import quickfix.field.CumQty;
import quickfix.field.Currency;
import quickfix.field.CxlRejReason;
import quickfix.field.CxlRejResponseTo;
import quickfix.field.ExecID;
import quickfix.field.ExecType;
import quickfix.field.LastPx;
import quickfix.field.LastQty;
import quickfix.field.LeavesQty;
import quickfix.field.OrdRejReason;
import quickfix.field.OrdStatus;
import quickfix.field.OrdStatusReqID;
import quickfix.field.OrdType;
import quickfix.field.OrderID;
import quickfix.field.OrderQty;
import quickfix.field.OrigClOrdID;
import quickfix.field.PreviouslyReported;
import quickfix.field.Price;
import quickfix.field.SecurityID;
import quickfix.field.SecurityIDSource;
import quickfix.field.Side;
import quickfix.field.StopPx;
import quickfix.field.Symbol;
import quickfix.field.Text;
import quickfix.field.TimeInForce;
import quickfix.field.TradeDate;
import quickfix.field.TradeReportID;
import quickfix.field.TransactTime;
import quickfix.fix44.ExecutionReport;
import quickfix.fix44.OrderCancelReject;
import quickfix.fix44.TradeCaptureReport;

/**
 * The messages the simulator sends, as {@code docs/fix.md} lists them: execution reports, cancel rejects and trade
 * capture reports. With the {@code duplicateReports} switch every execution report goes out twice, the second with
 * PossDupFlag and the same ExecID, as a venue resending after a failure would. An order's state is journalled in the
 * {@link OrderBook} before its report goes out, and a fill's report is marked sent once the session has it.
 */
final class Reports {

	/** OrderID of a cancel reject for an order the venue does not know. */
	static final String NO_ORDER = "NONE";

	private static final DateTimeFormatter TRADE_DATE = DateTimeFormatter.BASIC_ISO_DATE;

	private final Outbox outbox;

	private final OrderBook book;

	private final Ids ids;

	private final Supplier<Switches> switches;

	private final Clock clock;

	Reports(Outbox outbox, OrderBook book, Ids ids, Supplier<Switches> switches, Clock clock) {
		this.outbox = outbox;
		this.book = book;
		this.ids = ids;
		this.switches = switches;
		this.clock = clock;
	}

	void accepted(ExchangeOrder order) {
		book.changed(order);
		send(report(order, ExecType.NEW, ids.execId(), order.clOrdId()));
	}

	void rejected(ExchangeOrder order, int reason, String text) {
		book.changed(order);
		ExecutionReport report = report(order, ExecType.REJECTED, ids.execId(), order.clOrdId());
		report.setInt(OrdRejReason.FIELD, reason);
		report.setString(Text.FIELD, text);
		send(report);
	}

	/** A fill the book has journalled with its order. */
	void filled(Execution execution) {
		send(trade(execution));
		book.sent(execution);
	}

	/**
	 * A fill journalled before the simulator stopped whose report may not have reached the session's store: sent
	 * again with PossDupFlag, which Kontor books once per ExecID.
	 */
	void resent(Execution execution) {
		outbox.resend(trade(execution), utc(execution.time()));
		book.sent(execution);
	}

	private ExecutionReport trade(Execution execution) {
		ExchangeOrder order = execution.order();
		ExecutionReport report = report(order, ExecType.TRADE, execution.execId(), order.clOrdId());
		report.setDecimal(LastQty.FIELD, execution.quantity());
		report.setDecimal(LastPx.FIELD, execution.price());
		report.setUtcTimeStamp(TransactTime.FIELD, utc(execution.time()), true);
		return report;
	}

	/** The order cancelled: at the request with ClOrdID {@code clOrdId}, or the rest of an immediate order. */
	void cancelled(ExchangeOrder order, String clOrdId, String text) {
		book.changed(order);
		ExecutionReport report = report(order, ExecType.CANCELED, ids.execId(), clOrdId);
		report.setString(OrigClOrdID.FIELD, order.key());
		report.setString(Text.FIELD, text);
		send(report);
	}

	void expired(ExchangeOrder order, String text) {
		book.changed(order);
		ExecutionReport report = report(order, ExecType.EXPIRED, ids.execId(), order.clOrdId());
		report.setString(Text.FIELD, text);
		send(report);
	}

	void replaced(ExchangeOrder order) {
		book.changed(order);
		ExecutionReport report = report(order, ExecType.REPLACED, ids.execId(), order.clOrdId());
		report.setString(OrigClOrdID.FIELD, order.key());
		send(report);
	}

	void status(ExchangeOrder order, String clOrdId, @Nullable String statusRequestId) {
		ExecutionReport report = report(order, ExecType.ORDER_STATUS, ids.execId(), clOrdId);
		answering(report, statusRequestId);
		send(report);
	}

	/** The answer to a status request for an order the venue does not know. */
	void unknown(Request request, @Nullable String statusRequestId) {
		ExecutionReport report = new ExecutionReport();
		answering(report, statusRequestId);
		report.setString(OrderID.FIELD, NO_ORDER);
		report.setString(ExecID.FIELD, ids.execId());
		report.setChar(ExecType.FIELD, ExecType.ORDER_STATUS);
		report.setChar(OrdStatus.FIELD, OrdStatus.REJECTED);
		report.setInt(OrdRejReason.FIELD, OrdRejReason.UNKNOWN_ORDER);
		report.setString(ClOrdID.FIELD, request.clOrdId());
		report.setChar(Side.FIELD, request.side());
		report.setDecimal(LeavesQty.FIELD, BigDecimal.ZERO);
		report.setDecimal(CumQty.FIELD, BigDecimal.ZERO);
		report.setDecimal(AvgPx.FIELD, BigDecimal.ZERO);
		instrument(report, request.symbol(), request.securityId());
		report.setUtcTimeStamp(TransactTime.FIELD, utc(clock.instant()), true);
		report.setString(Text.FIELD, "unknown order");
		send(report);
	}

	/** A status answer repeats the request's OrdStatusReqID, as FIX 4.4 asks of a venue when one was given. */
	private static void answering(ExecutionReport report, @Nullable String statusRequestId) {
		if (statusRequestId != null) {
			report.setString(OrdStatusReqID.FIELD, statusRequestId);
		}
	}

	/** A cancel ({@code responseTo} '1') or replace ('2') refused; {@code order} null when the venue has none. */
	void cancelRejected(Request request, @Nullable ExchangeOrder order, char responseTo, int reason, String text) {
		OrderCancelReject reject = new OrderCancelReject();
		reject.setString(OrderID.FIELD, order == null ? NO_ORDER : order.orderId());
		reject.setString(ClOrdID.FIELD, request.clOrdId());
		reject.setString(OrigClOrdID.FIELD, request.orderKey());
		reject.setChar(OrdStatus.FIELD, order == null ? OrdStatus.REJECTED : order.status());
		reject.setChar(CxlRejResponseTo.FIELD, responseTo);
		reject.setInt(CxlRejReason.FIELD, reason);
		reject.setString(Text.FIELD, text);
		outbox.send(reject);
	}

	/** The confirmation of one execution after its session ended. */
	void captured(Execution execution) {
		ExchangeOrder order = execution.order();
		TradeCaptureReport report = new TradeCaptureReport();
		report.setString(TradeReportID.FIELD, ids.tradeReportId());
		report.setBoolean(PreviouslyReported.FIELD, false);
		report.setString(ExecID.FIELD, execution.execId());
		report.setDecimal(LastQty.FIELD, execution.quantity());
		report.setDecimal(LastPx.FIELD, execution.price());
		report.setString(TradeDate.FIELD, TRADE_DATE.format(execution.time().atOffset(ZoneOffset.UTC)));
		report.setUtcTimeStamp(TransactTime.FIELD, utc(execution.time()), true);
		instrument(report, order.order().symbol(), order.instrument().isinCode());
		TradeCaptureReport.NoSides side = new TradeCaptureReport.NoSides();
		side.setChar(Side.FIELD, order.order().side());
		side.setString(OrderID.FIELD, order.orderId());
		side.setString(ClOrdID.FIELD, order.key());
		report.addGroup(side);
		outbox.send(report);
	}

	private ExecutionReport report(ExchangeOrder order, char execType, String execId, String clOrdId) {
		ExecutionReport report = new ExecutionReport();
		report.setString(OrderID.FIELD, order.orderId());
		report.setString(ExecID.FIELD, execId);
		report.setChar(ExecType.FIELD, execType);
		report.setChar(OrdStatus.FIELD, order.status());
		report.setString(ClOrdID.FIELD, clOrdId);
		report.setChar(Side.FIELD, order.order().side());
		report.setChar(OrdType.FIELD, order.order().type().fix());
		report.setChar(TimeInForce.FIELD, order.order().timeInForce().fix());
		instrument(report, order.order().symbol(), order.instrument().isinCode());
		terms(report, order.terms());
		if (order.order().currency() != null) {
			report.setString(Currency.FIELD, order.order().currency());
		}
		report.setDecimal(LeavesQty.FIELD, order.leavesQty());
		report.setDecimal(CumQty.FIELD, order.cumQty());
		report.setDecimal(AvgPx.FIELD, order.avgPx());
		report.setUtcTimeStamp(TransactTime.FIELD, utc(clock.instant()), true);
		return report;
	}

	private static void terms(FieldMap report, Terms terms) {
		if (terms.quantity() != null) {
			report.setDecimal(OrderQty.FIELD, terms.quantity());
		}
		if (terms.cash() != null) {
			report.setDecimal(CashOrderQty.FIELD, terms.cash());
		}
		if (terms.limitPrice() != null) {
			report.setDecimal(Price.FIELD, terms.limitPrice());
		}
		if (terms.stopPrice() != null) {
			report.setDecimal(StopPx.FIELD, terms.stopPrice());
		}
	}

	private static void instrument(FieldMap message, String symbol, @Nullable String isinCode) {
		message.setString(Symbol.FIELD, symbol);
		if (isinCode != null) {
			message.setString(SecurityID.FIELD, isinCode);
			message.setString(SecurityIDSource.FIELD, SecurityIDSource.ISIN_NUMBER);
		}
	}

	private void send(ExecutionReport report) {
		Message resend = switches.get().duplicateReports() ? (Message) report.clone() : null;
		LocalDateTime first = utc(clock.instant());
		outbox.send(report);
		if (resend != null) {
			outbox.resend(resend, first);
		}
	}

	private static LocalDateTime utc(Instant instant) {
		return LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
	}
}
