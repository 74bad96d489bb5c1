/**
 * The bank connection in SEPA files (contract section 13, {@code kontor.payments.bank=files}): at each cut-off the
 * direct debits and credit transfers the payments module hands over are written as ISO 20022 {@code pain.008} and
 * {@code pain.001} files to the outbox, and the bank's {@code pain.002} status reports and {@code camt.054}
 * notifications are read from the inbox and given to the payments module as the bank's answers. Every file is
 * validated against its ISO 20022 schema, and each is recorded in {@code bank_files}.
 */
@ApplicationModule(allowedDependencies = { "shared", "payments" })
@NullMarked
package dev.kontor.bankfiles;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
