package dev.kontor.simulators.fixexchange;

import org.jspecify.annotations.Nullable;

/**
 * Misbehaviours a test or a demo switches on to see Kontor cope: cancel and replace requests refused, every new
 * order rejected, every execution report sent twice (the second with PossDupFlag and the same ExecID).
 */
record Switches(boolean refuseCancels, boolean rejectOrders, boolean duplicateReports) {

	static final Switches NONE = new Switches(false, false, false);

	/** These switches with those the change names; a switch it leaves out stays as it is. */
	Switches with(@Nullable Boolean refuseCancels, @Nullable Boolean rejectOrders,
			@Nullable Boolean duplicateReports) {
		return new Switches(refuseCancels == null ? this.refuseCancels : refuseCancels,
				rejectOrders == null ? this.rejectOrders : rejectOrders,
				duplicateReports == null ? this.duplicateReports : duplicateReports);
	}
}
