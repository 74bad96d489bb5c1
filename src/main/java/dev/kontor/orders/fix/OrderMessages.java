package dev.kontor.orders.fix;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.UUID;

import quickfix.FieldMap;
import quickfix.FieldNotFound;
import quickfix.field.CashOrderQty;
import quickfix.field.ClOrdID;
import quickfix.field.Currency;
import quickfix.field.ExDestination;
import quickfix.field.OrdStatusReqID;
import quickfix.field.OrdType;
import quickfix.field.OrderQty;
import quickfix.field.OrigClOrdID;
import quickfix.field.Price;
import quickfix.field.SecurityID;
import quickfix.field.SecurityIDSource;
import quickfix.field.Side;
import quickfix.field.StopPx;
import quickfix.field.Symbol;
import quickfix.field.TransactTime;
import quickfix.fix44.NewOrderSingle;
import quickfix.fix44.OrderCancelReplaceRequest;
import quickfix.fix44.OrderCancelRequest;
import quickfix.fix44.OrderStatusRequest;

import org.springframework.stereotype.Component;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.VenueRequest;
import dev.kontor.pricefeed.TradeProvider;

/**
 * The messages Kontor sends the venue, field by field as docs/fix.md lists them: the order's id is the ClOrdID of
 * its NewOrderSingle and the OrigClOrdID of its requests, whose own ClOrdID is {@code <orderId>.<n>}.
 */
@Component
@OnFixVenue
class OrderMessages {

	/** SecurityIDSource 4: the SecurityID is an ISIN. */
	private static final String ISIN = "4";

	private final Clock clock;

	OrderMessages(Clock clock) {
		this.clock = clock;
	}

	/** What the venue needs of an order to key and trade it. */
	private record Traded(TradeProvider provider, String isinCode, Order.Kind kind) {
	}

	NewOrderSingle newOrder(Order order) {
		Order.Kind kind = order.kind();
		NewOrderSingle message = new NewOrderSingle(new ClOrdID(order.id().toString()), side(kind.side()),
				now(), ordType(kind));
		identify(message, new Traded(order.instrument().provider(), order.instrument().isinCode(), kind));
		message.set(new ExDestination(order.instrument().provider().name()));
		terms(message, order.terms());
		message.set(new quickfix.field.TimeInForce(timeInForce(kind)));
		message.set(new Currency(order.instrument().currencyCode()));
		return message;
	}

	OrderCancelRequest cancel(VenueRequest request, OpenOrder order) {
		OrderCancelRequest message = new OrderCancelRequest(new OrigClOrdID(order.id().toString()),
				new ClOrdID(clOrdId(request)), side(order.kind().side()), now());
		identify(message, traded(order));
		quantity(message, order.terms());
		return message;
	}

	/**
	 * The cancel request of an order Kontor closed already (a corporate action cancels at once), built from the
	 * order's NewOrderSingle as sent: the venue must stop working it all the same.
	 */
	OrderCancelRequest cancel(VenueRequest request, NewOrderSingle sent) throws FieldNotFound {
		OrderCancelRequest message = new OrderCancelRequest(new OrigClOrdID(sent.getClOrdID().getValue()),
				new ClOrdID(clOrdId(request)), sent.getSide(), now());
		for (int field : new int[] { Symbol.FIELD, SecurityID.FIELD, SecurityIDSource.FIELD, OrderQty.FIELD,
				CashOrderQty.FIELD }) {
			sent.getOptionalString(field).ifPresent(value -> message.setString(field, value));
		}
		return message;
	}

	/** A replace request; {@code currency} as the order's NewOrderSingle named it. */
	OrderCancelReplaceRequest replace(VenueRequest request, OpenOrder order, Order.Terms replacement,
			Optional<String> currency) {
		Order.Kind kind = order.kind();
		OrderCancelReplaceRequest message = new OrderCancelReplaceRequest(new OrigClOrdID(order.id().toString()),
				new ClOrdID(clOrdId(request)), side(kind.side()), now(), ordType(kind));
		identify(message, traded(order));
		message.set(new ExDestination(order.provider().name()));
		terms(message, replacement);
		message.set(new quickfix.field.TimeInForce(timeInForce(kind)));
		currency.ifPresent(code -> message.set(new Currency(code)));
		return message;
	}

	/**
	 * A status request naming, as its OrdStatusReqID, the last request written for the order ({@code lastRequest},
	 * the outbox's id), which the venue repeats in its answer.
	 */
	OrderStatusRequest status(OpenOrder order, long lastRequest) {
		OrderStatusRequest message = new OrderStatusRequest(new ClOrdID(order.id().toString()),
				side(order.kind().side()));
		identify(message, traded(order));
		message.set(new OrdStatusReqID(Long.toString(lastRequest)));
		return message;
	}

	/** {@code <orderId>.<n>}: the venue keys the order by the text before the dot. */
	static String clOrdId(VenueRequest request) {
		return request.orderId() + "." + request.number();
	}

	private static Traded traded(OpenOrder order) {
		return new Traded(order.provider(), order.isinCode(), order.kind());
	}

	private static void identify(FieldMap message, Traded traded) {
		message.setField(new Symbol(traded.isinCode()));
		message.setField(new SecurityID(traded.isinCode()));
		message.setField(new SecurityIDSource(ISIN));
	}

	private static void terms(FieldMap message, Order.Terms terms) {
		quantity(message, terms);
		if (terms.limitPrice() != null) {
			message.setDecimal(Price.FIELD, terms.limitPrice());
		}
		if (terms.stopPrice() != null) {
			message.setDecimal(StopPx.FIELD, terms.stopPrice());
		}
	}

	/** OrderQty, or for a money order CashOrderQty. */
	private static void quantity(FieldMap message, Order.Terms terms) {
		BigDecimal quantity = terms.quantity();
		if (quantity != null) {
			message.setDecimal(OrderQty.FIELD, quantity);
		}
		else if (terms.amount() != null) {
			message.setDecimal(CashOrderQty.FIELD, terms.amount());
		}
	}

	private TransactTime now() {
		return new TransactTime(LocalDateTime.ofInstant(clock.instant(), ZoneOffset.UTC));
	}

	private static Side side(OrderSide side) {
		return new Side(side == OrderSide.Buy ? Side.BUY : Side.SELL);
	}

	private static OrdType ordType(Order.Kind kind) {
		return new OrdType(switch (kind.orderType()) {
			case Market -> OrdType.MARKET;
			case Limit -> OrdType.LIMIT;
			case Stop -> OrdType.STOP_STOP_LOSS;
			case StopLimit -> OrdType.STOP_LIMIT;
		});
	}

	private static char timeInForce(Order.Kind kind) {
		return switch (kind.timeInForce()) {
			case Day -> quickfix.field.TimeInForce.DAY;
			case GoodTillCancelled -> quickfix.field.TimeInForce.GOOD_TILL_CANCEL;
			case ImmediateOrCancel -> quickfix.field.TimeInForce.IMMEDIATE_OR_CANCEL;
			case FillOrKill -> quickfix.field.TimeInForce.FILL_OR_KILL;
		};
	}

	/** The order a ClOrdID or OrigClOrdID names: the UUID before the first dot; empty when it names none. */
	static Optional<OrderId> orderOf(String clOrdId) {
		int dot = clOrdId.indexOf('.');
		try {
			return Optional.of(new OrderId(UUID.fromString(dot < 0 ? clOrdId : clOrdId.substring(0, dot))));
		}
		catch (IllegalArgumentException notAnOrderId) {
			return Optional.empty();
		}
	}
}
