package dev.kontor.clients;

import java.util.EnumSet;
import java.util.Set;

/**
 * The life cycle of a client record. Document 3 names the states but not the moves between them; these are the
 * moves allowed (docs/decisions.md, "Clients"):
 *
 * <pre>
 * Initial    → Onboarded, Rejected, External, Deleted
 * Onboarded  → Suspended, Deleted
 * Suspended  → Onboarded, Deleted
 * External   → Onboarded, Suspended, Deleted
 * Rejected   → Initial, Deleted
 * Deleted    → (none)
 * </pre>
 */
public enum ClientStatus {

	Initial, Onboarded, Suspended, Deleted, External, Rejected;

	public Set<ClientStatus> next() {
		return switch (this) {
			case Initial -> EnumSet.of(Onboarded, Rejected, External, Deleted);
			case Onboarded -> EnumSet.of(Suspended, Deleted);
			case Suspended -> EnumSet.of(Onboarded, Deleted);
			case External -> EnumSet.of(Onboarded, Suspended, Deleted);
			case Rejected -> EnumSet.of(Initial, Deleted);
			case Deleted -> EnumSet.noneOf(ClientStatus.class);
		};
	}

	public boolean canMoveTo(ClientStatus target) {
		return next().contains(target);
	}
}
