package dev.kontor.orders;

import java.util.EnumSet;
import java.util.Set;

/** The statuses of an order; New and PartiallyFilled are open, the others final. */
public enum OrderStatus {

	New, PartiallyFilled, Filled, Cancelled, Rejected, Expired;

	public static final Set<OrderStatus> OPEN = EnumSet.of(New, PartiallyFilled);

	public boolean isOpen() {
		return OPEN.contains(this);
	}
}
