package dev.kontor.orders;

/**
 * Where accepted orders are worked: the simulated venue built in, or a connection to a real broker in its place.
 * The order side calls it once the change of an order is committed; the venue answers through {@link VenueReports}
 * (in its own transactions), never within the caller's, and reads what it decides on through {@link VenueReads}.
 */
public interface Venue {

	/**
	 * A new order was accepted, as it is now (its terms: instrument, side, type, time in force, limit and stop): the
	 * venue starts working it (an immediate order is decided at once).
	 */
	void accepted(Order order);

	/** The limit, stop or quantity of an open order changed. */
	void modified(OrderId order);

	/** An open order was cancelled by its client: the venue stops working it. */
	void cancelled(OrderId order);
}
