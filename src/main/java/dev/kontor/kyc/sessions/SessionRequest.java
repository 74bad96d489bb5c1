package dev.kontor.kyc.sessions;

import org.jspecify.annotations.Nullable;

/** A request to start a KYC session, as sent; {@link SessionRequestRules} checks it. */
public record SessionRequest(@Nullable String initiatorKycId, @Nullable String provider, @Nullable String redirectUrl) {
}
