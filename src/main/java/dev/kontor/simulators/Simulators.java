package dev.kontor.simulators;

import dev.kontor.simulators.bank.BankSimulator;
import dev.kontor.simulators.fixexchange.FixExchange;

/**
 * The simulators' entry point, which Kontor's {@code main} asks before Spring starts: a simulator runs in place of
 * Kontor when the arguments select it ({@code --kontor.mode=fix-exchange} or
 * {@code --kontor.mode=bank-simulator}).
 */
public final class Simulators {

	private Simulators() {
	}

	/**
	 * Runs the simulator the arguments select until the process ends or the calling thread is interrupted; false at
	 * once when they select none, and Kontor starts.
	 */
	public static boolean runIfSelected(String... args) throws Exception {
		if (FixExchange.requested(args)) {
			FixExchange.main(args);
			return true;
		}
		if (BankSimulator.requested(args)) {
			BankSimulator.main(args);
			return true;
		}
		return false;
	}
}
