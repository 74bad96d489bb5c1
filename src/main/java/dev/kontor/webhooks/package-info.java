/**
 * Webhooks: the event catalogue, integrators' endpoints and their subscriptions, and durable, signed, retried
 * delivery of every accepted event.
 */
@ApplicationModule(allowedDependencies = { "shared", "clients", "bankaccounts", "accounts", "payments", "orders",
		"corporateactions", "kyc" })
@NullMarked
package dev.kontor.webhooks;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
