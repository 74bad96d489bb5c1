/**
 * Accounts: the internal (cash) and deposit (securities) accounts of client records, kept on a double-entry ledger.
 * Other modules read accounts and move money and securities through {@link dev.kontor.accounts.Accounts}, joining
 * the caller's transaction.
 */
@ApplicationModule(allowedDependencies = { "shared", "clients", "pricefeed", "aml" })
@NullMarked
package dev.kontor.accounts;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
