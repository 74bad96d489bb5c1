package dev.kontor.accounts.internal;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.shared.Conflict;

/** The checks of a status change that need no database: the life cycle of {@link AccountStatus}. */
final class StatusMoves {

	private StatusMoves() {
	}

	/** Whether the move changes anything; a 409 for a move the life cycle does not allow. */
	static boolean requireAllowed(String kind, AccountStatus from, AccountStatus to) {
		if (from == to) {
			return false;
		}
		if (!from.canMoveTo(to)) {
			throw new Conflict("An " + kind + " cannot move from " + from + " to " + to + "; from " + from
					+ " it can move to " + from.next());
		}
		return true;
	}
}
