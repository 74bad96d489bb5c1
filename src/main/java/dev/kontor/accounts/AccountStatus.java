package dev.kontor.accounts;

import java.util.EnumSet;
import java.util.Set;

/**
 * The life cycle of internal and deposit accounts (docs/decisions.md, "Accounts"):
 *
 * <pre>
 * Initial    → Active, Closed
 * Active     → Suspended, Closed
 * Suspended  → Active, Closed
 * Closed     → (none)
 * </pre>
 *
 * Money and securities move only on an Active account; closing needs nothing held and nothing reserved.
 */
public enum AccountStatus {

	Initial, Active, Suspended, Closed;

	public Set<AccountStatus> next() {
		return switch (this) {
			case Initial -> EnumSet.of(Active, Closed);
			case Active -> EnumSet.of(Suspended, Closed);
			case Suspended -> EnumSet.of(Active, Closed);
			case Closed -> EnumSet.noneOf(AccountStatus.class);
		};
	}

	public boolean canMoveTo(AccountStatus target) {
		return next().contains(target);
	}
}
