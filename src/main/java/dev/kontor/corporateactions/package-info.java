/**
 * Corporate actions (contract section 10): announcements of dividends, splits, mergers and meetings for an
 * instrument, the entitlements of the deposit accounts that hold it at the record date, their bookings in the
 * accounts module's ledger, elections and statements.
 */
@ApplicationModule(allowedDependencies = { "shared", "accounts", "pricefeed", "clients" })
@NullMarked
package dev.kontor.corporateactions;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
