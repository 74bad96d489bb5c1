/**
 * Bank accounts: the accounts of client records with their owners, the IBAN and BIC rules, the status life cycle,
 * and the domain events that tell other modules about them.
 */
@ApplicationModule(allowedDependencies = { "shared", "clients" })
@NullMarked
package dev.kontor.bankaccounts;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
