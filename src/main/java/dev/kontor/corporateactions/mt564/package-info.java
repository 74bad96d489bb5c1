/**
 * Announcements read from ISO 15022 MT564 messages (corporate action notifications), contract section 10.
 */
@NullMarked
package dev.kontor.corporateactions.mt564;

import org.jspecify.annotations.NullMarked;
