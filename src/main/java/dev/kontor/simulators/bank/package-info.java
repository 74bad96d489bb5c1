/**
 * The bank simulator ({@code --kontor.mode=bank-simulator}, contract section 13): Kontor's bank as seen through its
 * SEPA files. It reads the {@code pain.008} direct debits and {@code pain.001} credit transfers Kontor writes into its
 * inbox and answers in its outbox as a bank would, with {@code pain.002} status reports for the instructions it
 * rejects and {@code camt.054} notifications for what it books and what comes back. Plain classes, no Spring
 * components: Kontor's component scan finds nothing here.
 */
@NullMarked
package dev.kontor.simulators.bank;

import org.jspecify.annotations.NullMarked;
