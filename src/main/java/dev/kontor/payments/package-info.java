/**
 * Payments: SEPA direct debit mandates and instructions that collect deposits from a client's reference bank
 * account, withdrawal requests paid out by SEPA credit transfer, each evaluated by the AML module first, and the
 * bank's answers (from a bank connector through the operator API, or the built-in simulated bank). Money moves
 * through the accounts module's cash ledger in the transaction of each status change.
 */
@ApplicationModule(allowedDependencies = { "shared", "clients", "bankaccounts", "aml", "accounts" })
@NullMarked
package dev.kontor.payments;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
