package dev.kontor.payments;

import java.util.EnumSet;
import java.util.Set;

/**
 * The life cycle of a SEPA direct debit instruction (contract section 8):
 *
 * <pre>
 * Evaluating → Uploaded, Rejected     (the AML evaluation, at once or by the officer)
 * Uploaded   → Received, Failed       (the bank's answer)
 * Received   → Reverted               (the payer's bank returns the money)
 * Rejected, Failed, Reverted → (none)
 * </pre>
 */
public enum DirectDebitStatus {

	Evaluating, Rejected, Uploaded, Received, Failed, Reverted;

	public Set<DirectDebitStatus> next() {
		return switch (this) {
			case Evaluating -> EnumSet.of(Uploaded, Rejected);
			case Uploaded -> EnumSet.of(Received, Failed);
			case Received -> EnumSet.of(Reverted);
			case Rejected, Failed, Reverted -> EnumSet.noneOf(DirectDebitStatus.class);
		};
	}

	public boolean canMoveTo(DirectDebitStatus target) {
		return next().contains(target);
	}
}
