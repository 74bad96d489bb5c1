package dev.kontor.orders;

import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The statuses of an order. New and PartiallyFilled are open, and so are the three of a request a venue has yet to
 * answer (contract section 12): PendingNew (sent, not acknowledged), PendingCancel and PendingReplace. The others are
 * final. A venue that answers at once (the simulated one) never leaves an order pending.
 */
public enum OrderStatus {

	New, PartiallyFilled, Filled, Cancelled, Rejected, Expired, PendingNew, PendingCancel, PendingReplace;

	public static final Set<OrderStatus> OPEN = EnumSet.of(New, PartiallyFilled, PendingNew, PendingCancel,
			PendingReplace);

	/** The open statuses as an SQL list, for conditions on the status column. */
	public static final String OPEN_IN_SQL = OPEN.stream()
		.map(status -> "'" + status.name() + "'")
		.collect(Collectors.joining(", ", "(", ")"));

	public boolean isOpen() {
		return OPEN.contains(this);
	}

	/** Whether a cancel or replace request of the order waits for the venue's answer. */
	public boolean awaitsAmendment() {
		return this == PendingCancel || this == PendingReplace;
	}

	/** The status of an open order that no request holds: PartiallyFilled once something is filled, else New. */
	public static OrderStatus working(BigDecimal filledQuantity) {
		return filledQuantity.signum() > 0 ? PartiallyFilled : New;
	}
}
