package dev.kontor.simulators.fixexchange;

import java.time.Clock;

/** The FIX exchange simulator started in-process, for tests of other packages that trade with it. */
public final class RunningExchange {

	private RunningExchange() {
	}

	/** Starts the simulator with these arguments ({@code --kontor.fix-exchange.<name>=<value>}). */
	public static FixExchange start(String... arguments) throws Exception {
		return FixExchange.start(ExchangeSettings.of(arguments), Clock.systemUTC());
	}
}
