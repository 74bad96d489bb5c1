/**
 * Anti-money-laundering control: monitoring records, risk parameters, tenant settings, the daily risk calculation,
 * the evaluation of customer actions with the officer's decisions, and screening against sanctions and PEP lists.
 */
@ApplicationModule(allowedDependencies = { "shared", "clients", "bankaccounts" })
@NullMarked
package dev.kontor.aml;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
