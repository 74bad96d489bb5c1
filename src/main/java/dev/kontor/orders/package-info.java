/**
 * Orders: the trade orders of client records (contract section 8). An order is checked and its cash or securities
 * reserved in the accounts module before it is accepted; the venue decides and reports through
 * {@link dev.kontor.orders.VenueReports}, and the order side alone changes the order, books the execution in the
 * ledger and releases the reservation.
 * Every change publishes an event that the webhooks module turns into the catalogue's Trade* events.
 */
@ApplicationModule(allowedDependencies = { "shared", "accounts", "pricefeed", "clients", "aml", "corporateactions" })
@NullMarked
package dev.kontor.orders;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
