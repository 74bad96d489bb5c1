/**
 * KYC (contract section 11): sessions in which an identity provider verifies the person behind a client record, the
 * providers' signed callbacks, the built-in simulated provider, and the onboarding of a client record whose verified
 * identity matches it.
 */
@ApplicationModule(allowedDependencies = { "shared", "clients", "aml" })
@NullMarked
package dev.kontor.kyc;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
