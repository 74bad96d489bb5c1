package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

/**
 * The lines of the {@link Journal}: fields separated by tabs, the first naming the record; texts URL-encoded,
 * decimals plain, times ISO 8601, an absent value {@code ~}.
 * <ul>
 * <li>{@code R clOrdId possDup} a NewOrderSingle received ({@code Y} with PossDupFlag, else {@code N});</li>
 * <li>{@code O order} an order taken or changed, as it stands now (the last line of an order wins);</li>
 * <li>{@code E execId quantity price time sessionEnd order} a fill, with its order as it stands after it;</li>
 * <li>{@code X execId} the fill's ExecutionReport handed to the FIX session (kept in its store from then on);</li>
 * <li>{@code K execId} the fill confirmed by a TradeCaptureReport.</li>
 * </ul>
 * An order is its OrderID, ClOrdID, provider, ISIN, symbol, side, type, time in force, currency, the
 * NewOrderSingle's quantity, amount, limit and stop, the same four as they stand, the latest ClOrdID, the cumulated
 * quantity and amount, OrdStatus, whether its stop was touched, its session's end, the time of the quote that filled
 * it last and that fill's price.
 */
final class JournalLines {

	static final String RECEIVED = "R";

	static final String ORDER = "O";

	static final String EXECUTED = "E";

	static final String SENT = "X";

	static final String CAPTURED = "K";

	private static final String ABSENT = "~";

	private static final int ORDER_FIELDS = 25;

	private JournalLines() {
	}

	static String received(String clOrdId, boolean possDup) {
		return line(RECEIVED, text(clOrdId), possDup ? "Y" : "N");
	}

	static String order(ExchangeOrder order) {
		return line(ORDER, fields(order));
	}

	static String executed(Execution execution) {
		return line(EXECUTED, text(execution.execId()), execution.quantity().toPlainString(),
				execution.price().toPlainString(), execution.time().toString(), execution.sessionEnd().toString(),
				fields(execution.order()));
	}

	static String sent(Execution execution) {
		return line(SENT, text(execution.execId()));
	}

	static String captured(Execution execution) {
		return line(CAPTURED, text(execution.execId()));
	}

	/** The fields of a line, the record's name first; texts as written, {@link #text(String[], int)} decodes them. */
	static String[] split(String line) {
		return line.split("\t", -1);
	}

	/** An order as a line has it: its OrderID, its NewOrderSingle and its state. */
	record Snapshot(String orderId, NewOrder order, ExchangeOrder.State state) {
	}

	/** The order whose fields start at {@code from}; the last of its fields is the line's last. */
	static Snapshot order(String[] fields, int from) {
		if (fields.length != from + ORDER_FIELDS) {
			throw new IllegalArgumentException("an order takes " + ORDER_FIELDS + " fields");
		}
		Fields read = new Fields(fields, from);
		String orderId = read.text();
		String key = read.text();
		Instrument instrument = new Instrument(read.text(), read.text());
		String symbol = read.text();
		char side = read.text().charAt(0);
		OrderType type = OrderType.valueOf(read.text());
		TimeInForce timeInForce = TimeInForce.valueOf(read.text());
		String currency = read.optional(JournalLines::decoded);
		NewOrder order = new NewOrder(key, instrument, symbol, side, type, timeInForce, read.terms(), currency);
		ExchangeOrder.State state = new ExchangeOrder.State(read.terms(), read.text(), read.decimal(),
				read.decimal(), read.text().charAt(0), Boolean.parseBoolean(read.text()), read.optional(Instant::parse),
				read.optional(Instant::parse), read.optional(BigDecimal::new));
		return new Snapshot(orderId, order, state);
	}

	static String text(String[] fields, int index) {
		return decoded(fields[index]);
	}

	private static List<String> fields(ExchangeOrder order) {
		NewOrder request = order.order();
		ExchangeOrder.State state = order.state();
		List<String> fields = new ArrayList<>(List.of(text(order.orderId()), text(order.key()),
				text(request.instrument().provider()), text(request.instrument().isinCode()), text(request.symbol()),
				String.valueOf(request.side()), request.type().name(), request.timeInForce().name(),
				optional(request.currency())));
		fields.addAll(terms(request.terms()));
		fields.addAll(terms(state.terms()));
		fields.addAll(List.of(text(state.clOrdId()), state.cumQty().toPlainString(), state.cumAmount().toPlainString(),
				String.valueOf(state.status()), String.valueOf(state.stopTriggered()), optional(state.sessionEnd()),
				optional(state.filledByQuoteOf()), optional(state.lastPrice())));
		return fields;
	}

	private static List<String> terms(Terms terms) {
		return Arrays.asList(optional(terms.quantity()), optional(terms.cash()), optional(terms.limitPrice()),
				optional(terms.stopPrice()));
	}

	private static String line(String record, Object... fields) {
		StringBuilder line = new StringBuilder(record);
		for (Object field : fields) {
			if (field instanceof List<?> list) {
				list.forEach(each -> line.append('\t').append(each));
			}
			else {
				line.append('\t').append(field);
			}
		}
		return line.toString();
	}

	private static String text(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

	private static String decoded(String field) {
		return URLDecoder.decode(field, StandardCharsets.UTF_8);
	}

	private static String optional(@Nullable Object value) {
		return switch (value) {
			case null -> ABSENT;
			case BigDecimal decimal -> decimal.toPlainString();
			case String string -> text(string);
			default -> value.toString();
		};
	}

	/** Reads an order's fields one after the other. */
	private static final class Fields {

		private final String[] fields;

		private int next;

		Fields(String[] fields, int from) {
			this.fields = fields;
			this.next = from;
		}

		String text() {
			return decoded(fields[next++]);
		}

		BigDecimal decimal() {
			return new BigDecimal(fields[next++]);
		}

		<T> @Nullable T optional(Function<String, T> parse) {
			String field = fields[next++];
			return field.equals(ABSENT) ? null : parse.apply(field);
		}

		Terms terms() {
			return new Terms(optional(BigDecimal::new), optional(BigDecimal::new), optional(BigDecimal::new),
					optional(BigDecimal::new));
		}
	}
}
