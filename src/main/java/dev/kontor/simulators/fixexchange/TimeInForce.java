package dev.kontor.simulators.fixexchange;

import java.util.Arrays;
import java.util.Optional;

/** The times in force of {@code TimeInForce} (59) the dialect speaks; an order without one is a Day order. */
enum TimeInForce {

	DAY('0'), GOOD_TILL_CANCELLED('1'), IMMEDIATE_OR_CANCEL('3'), FILL_OR_KILL('4');

	private final char fix;

	TimeInForce(char fix) {
		this.fix = fix;
	}

	static Optional<TimeInForce> of(char fix) {
		return Arrays.stream(values()).filter(tif -> tif.fix == fix).findFirst();
	}

	char fix() {
		return fix;
	}

	/** Whether orders of it are decided at once against the current quote and never rest. */
	boolean isImmediate() {
		return this == IMMEDIATE_OR_CANCEL || this == FILL_OR_KILL;
	}
}
