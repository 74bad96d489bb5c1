package dev.kontor.simulators.fixexchange;

import java.util.Arrays;
import java.util.Optional;

/** The order types of {@code OrdType} (40) the dialect speaks, with whether each takes a limit and a stop. */
enum OrderType {

	MARKET('1', false, false), LIMIT('2', true, false), STOP('3', false, true), STOP_LIMIT('4', true, true);

	private final char fix;

	private final boolean limit;

	private final boolean stop;

	OrderType(char fix, boolean limit, boolean stop) {
		this.fix = fix;
		this.limit = limit;
		this.stop = stop;
	}

	static Optional<OrderType> of(char fix) {
		return Arrays.stream(values()).filter(type -> type.fix == fix).findFirst();
	}

	char fix() {
		return fix;
	}

	boolean takesLimit() {
		return limit;
	}

	boolean takesStop() {
		return stop;
	}
}
