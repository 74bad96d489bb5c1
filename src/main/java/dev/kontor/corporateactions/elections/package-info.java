/**
 * Elections of client records for corporate actions with choice (contract section 10): made by the tenant until the
 * election deadline, read by the bookings.
 */
@NullMarked
package dev.kontor.corporateactions.elections;

import org.jspecify.annotations.NullMarked;
