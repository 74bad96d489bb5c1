/**
 * The statement of a client record for a corporate action (contract section 10), read from the action and the
 * record's entitlements once they are booked: as JSON and as PDF.
 */
@NullMarked
package dev.kontor.corporateactions.statements;

import org.jspecify.annotations.NullMarked;
