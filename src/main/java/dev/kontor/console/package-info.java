/**
 * Console: the operator's, the AML officer's and the back office's web pages at {@code /console}, server-rendered,
 * signed in through the platform's own authorization code flow with PKCE. Pages call the other modules' facades
 * in-process on behalf of the signed-in user; the console owns no tables.
 */
@ApplicationModule(allowedDependencies = { "shared", "identity", "identity :: administration",
		"webhooks", "webhooks :: administration", "aml", "pricefeed", "orders", "clients", "accounts", "bankaccounts",
		"kyc", "payments", "corporateactions", "bankfiles" })
@NullMarked
package dev.kontor.console;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
