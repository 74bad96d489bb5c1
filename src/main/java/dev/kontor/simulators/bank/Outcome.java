package dev.kontor.simulators.bank;

/** What became of one instruction at the bank. */
enum Outcome {

	/** Rejected before execution: reported in the {@code pain.002}. */
	REJECTED,

	/** Booked on the platform's account: an entry in the {@code camt.054}. */
	BOOKED,

	/** A direct debit booked and then returned by the debtor's bank: two entries in the {@code camt.054}. */
	RETURNED
}
