package dev.kontor.payments;

import java.util.EnumSet;
import java.util.Set;

/**
 * The life cycle of a withdrawal request (contract section 8):
 *
 * <pre>
 * Evaluating → Approved, Rejected     (the AML evaluation, at once or by the officer)
 * Approved   → Paid, Failed           (its credit transfer executed or rejected by the bank)
 * Rejected, Paid, Failed → (none)
 * </pre>
 */
public enum WithdrawalStatus {

	Evaluating, Rejected, Approved, Paid, Failed;

	public Set<WithdrawalStatus> next() {
		return switch (this) {
			case Evaluating -> EnumSet.of(Approved, Rejected);
			case Approved -> EnumSet.of(Paid, Failed);
			case Rejected, Paid, Failed -> EnumSet.noneOf(WithdrawalStatus.class);
		};
	}

	public boolean canMoveTo(WithdrawalStatus target) {
		return next().contains(target);
	}
}
