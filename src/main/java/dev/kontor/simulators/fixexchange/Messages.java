package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

import quickfix.FieldMap;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.field.CashOrderQty;
import quickfix.field.ClOrdID;
import quickfix.field.Currency;
import quickfix.field.ExDestination;
import quickfix.field.OrdType;
import quickfix.field.OrderQty;
import quickfix.field.OrigClOrdID;
import quickfix.field.PossDupFlag;
import quickfix.field.Price;
import quickfix.field.SecurityID;
import quickfix.field.Side;
import quickfix.field.StopPx;
import quickfix.field.Symbol;

/** Reads Kontor's messages ({@code docs/fix.md}, orders) into the simulator's requests. */
final class Messages {

	/** A NewOrderSingle read; {@code problem} says why it cannot be taken (null when it can). */
	record Read(NewOrder order, @Nullable String problem) {
	}

	private Messages() {
	}

	static boolean isPossDup(Message message) throws FieldNotFound {
		return message.getHeader().isSetField(PossDupFlag.FIELD) && message.getHeader().getBoolean(PossDupFlag.FIELD);
	}

	static Read newOrder(Message message) throws FieldNotFound {
		String symbol = message.getString(Symbol.FIELD);
		String isinCode = optional(message, SecurityID.FIELD);
		String provider = optional(message, ExDestination.FIELD);
		char side = message.getChar(Side.FIELD);
		Optional<OrderType> type = OrderType.of(message.getChar(OrdType.FIELD));
		Optional<TimeInForce> timeInForce = message.isSetField(quickfix.field.TimeInForce.FIELD)
				? TimeInForce.of(message.getChar(quickfix.field.TimeInForce.FIELD))
				: Optional.of(TimeInForce.DAY);
		Terms terms = terms(message);
		NewOrder order = new NewOrder(message.getString(ClOrdID.FIELD),
				new Instrument(provider == null ? Instrument.DEFAULT_PROVIDER : provider,
						isinCode == null ? symbol : isinCode),
				symbol, side, type.orElse(OrderType.MARKET),
				timeInForce.orElse(TimeInForce.DAY), terms,
				optional(message, Currency.FIELD));
		String problem = side != Side.BUY && side != Side.SELL ? "unsupported Side"
				: type.isEmpty() ? "unsupported OrdType"
						: timeInForce.isEmpty() ? "unsupported TimeInForce" : terms.problemFor(type.get());
		return new Read(order, problem);
	}

	/** A cancel, replace or status request. */
	static Request request(Message message) throws FieldNotFound {
		return new Request(message.getString(ClOrdID.FIELD), optional(message, OrigClOrdID.FIELD),
				message.getString(Symbol.FIELD), optional(message, SecurityID.FIELD), message.getChar(Side.FIELD));
	}

	static Terms terms(FieldMap message) throws FieldNotFound {
		return new Terms(decimal(message, OrderQty.FIELD), decimal(message, CashOrderQty.FIELD),
				decimal(message, Price.FIELD), decimal(message, StopPx.FIELD));
	}

	private static @Nullable BigDecimal decimal(FieldMap message, int tag) throws FieldNotFound {
		return message.isSetField(tag) ? message.getDecimal(tag) : null;
	}

	static @Nullable String optional(FieldMap message, int tag) throws FieldNotFound {
		return message.isSetField(tag) ? message.getString(tag) : null;
	}
}
