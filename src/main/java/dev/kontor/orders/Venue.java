package dev.kontor.orders;

/**
 * Where accepted orders are worked: the simulated venue built in, or a connection to a real venue in its place
 * (contract section 12). The order side calls it once the change of an order is committed; the venue answers through
 * {@link VenueReports} (in its own transactions), never within the caller's, and reads what it decides on through
 * {@link VenueReads}.
 */
public interface Venue {

	/**
	 * Whether the venue takes every request at once: then an order is New when placed, and a cancellation or
	 * modification is applied in the request's own transaction. A venue that answers later (FIX) leaves the order
	 * PendingNew, PendingCancel or PendingReplace until it reports.
	 */
	default boolean answersAtOnce() {
		return true;
	}

	/**
	 * A new order was accepted, as it is now (its terms: instrument, side, type, time in force, limit and stop): the
	 * venue starts working it (an immediate order is decided at once).
	 */
	void accepted(Order order);

	/** The limit, stop or quantity of an open order is to change (changed already when the venue answers at once). */
	void modified(VenueRequest request);

	/** The client asked to cancel an open order (cancelled already when the venue answers at once). */
	void cancelled(VenueRequest request);
}
