package dev.kontor.simulators.bank;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Decides each instruction's fate by the configured rates: first whether it is rejected, then, for a direct debit
 * that was booked, whether it comes back. With a seed the draws, and so the outcomes, repeat from run to run.
 */
final class Teller {

	private final Random random;

	private final double failureRate;

	private final double returnRate;

	Teller(BankSettings settings) {
		this.random = settings.seed() == null ? new Random() : new Random(settings.seed());
		this.failureRate = settings.failureRate();
		this.returnRate = settings.returnRate();
	}

	List<Decided> decide(Submission submission) {
		List<Decided> decided = new ArrayList<>();
		for (Instruction instruction : submission.instructions()) {
			decided.add(new Decided(instruction, outcome(submission.type())));
		}
		return decided;
	}

	private Outcome outcome(MessageType type) {
		if (random.nextDouble() < failureRate) {
			return Outcome.REJECTED;
		}
		if (type == MessageType.DIRECT_DEBITS && random.nextDouble() < returnRate) {
			return Outcome.RETURNED;
		}
		return Outcome.BOOKED;
	}

	/** An instruction and what became of it. */
	record Decided(Instruction instruction, Outcome outcome) {
	}
}
