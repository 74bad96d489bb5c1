package dev.kontor.payments.internal;

import dev.kontor.shared.Conflict;

/**
 * The checks every move of a direct debit, a payment or a withdrawal request makes, whatever its life cycle: the
 * life cycle allows it, and the write found the status it was read in.
 */
final class StatusMoves {

	private StatusMoves() {
	}

	/** @throws Conflict naming the {@code noun} when its life cycle does not lead from {@code from} to {@code to} */
	static void requireAllowed(String noun, Enum<?> from, Enum<?> to, boolean allowed) {
		if (!allowed) {
			throw new Conflict("The " + noun + " is " + from + "; it cannot become " + to);
		}
	}

	/** @throws Conflict when another transaction moved it meanwhile, so that the write found nothing to change */
	static void requireWritten(String noun, boolean written) {
		if (!written) {
			throw new Conflict("The " + noun + " was changed meanwhile; read it again");
		}
	}
}
