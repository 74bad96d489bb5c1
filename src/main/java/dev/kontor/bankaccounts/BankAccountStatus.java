package dev.kontor.bankaccounts;

import java.util.EnumSet;
import java.util.Set;

/**
 * The life cycle of a bank account. Document 3 names the states but not the moves between them; these are the
 * moves allowed (docs/decisions.md, "Bank accounts"):
 *
 * <pre>
 * Initial    → Active, Suspended, Deleted
 * Active     → Suspended, InClosure, Closed, Deleted
 * Suspended  → Active, InClosure, Closed, Deleted
 * InClosure  → Active, Closed
 * Closed     → (none)
 * Deleted    → (none)
 * </pre>
 */
public enum BankAccountStatus {

	Initial, Active, Suspended, Deleted, Closed, InClosure;

	public Set<BankAccountStatus> next() {
		return switch (this) {
			case Initial -> EnumSet.of(Active, Suspended, Deleted);
			case Active, Suspended -> EnumSet.complementOf(EnumSet.of(Initial, this));
			case InClosure -> EnumSet.of(Active, Closed);
			case Closed, Deleted -> EnumSet.noneOf(BankAccountStatus.class);
		};
	}

	public boolean canMoveTo(BankAccountStatus target) {
		return next().contains(target);
	}
}
