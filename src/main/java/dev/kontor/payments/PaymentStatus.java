package dev.kontor.payments;

import java.util.EnumSet;
import java.util.Set;

/**
 * The life cycle of a payment instruction, the SEPA credit transfer that pays a withdrawal (contract section 8):
 *
 * <pre>
 * Created → Sent                  (handed to the bank)
 * Sent    → Executed, Rejected    (the bank's answer)
 * Executed, Rejected → (none)
 * </pre>
 */
public enum PaymentStatus {

	Created, Sent, Executed, Rejected;

	public Set<PaymentStatus> next() {
		return switch (this) {
			case Created -> EnumSet.of(Sent);
			case Sent -> EnumSet.of(Executed, Rejected);
			case Executed, Rejected -> EnumSet.noneOf(PaymentStatus.class);
		};
	}

	public boolean canMoveTo(PaymentStatus target) {
		return next().contains(target);
	}
}
