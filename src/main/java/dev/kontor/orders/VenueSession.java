package dev.kontor.orders;

/**
 * The session to an outside venue, for the operator: what it looks like from this instance, and a reconnect. A bean
 * only while the orders go to such a venue ({@code kontor.orders.venue=fix}); the simulated venue runs in-process
 * and has none.
 */
public interface VenueSession {

	/** Reads the holders' and the orders' tables: for the operator's page, not for a meter read every scrape. */
	VenueSessionView view();

	/** Logs out of the venue; the session logs on again by itself. Does nothing on an instance not holding it. */
	void reconnect();
}
