package dev.kontor.kyc;

import java.util.EnumSet;
import java.util.Set;

/**
 * The life cycle of a KYC session: {@code Created} until the person opens the provider's page, {@code Pending} while
 * the provider verifies, then one of the final statuses, which never change again.
 */
public enum KycSessionStatus {

	Created, Pending, Approved, Declined, Expired, Cancelled;

	private static final Set<KycSessionStatus> OPEN = EnumSet.of(Created, Pending);

	public boolean isOpen() {
		return OPEN.contains(this);
	}
}
