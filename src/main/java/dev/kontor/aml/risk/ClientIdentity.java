package dev.kontor.aml.risk;

import org.jspecify.annotations.Nullable;

/** Who a client is, as the AML module's copy of the client record names it. */
public record ClientIdentity(String clientKey, String clientName, @Nullable String clientSurname, String clientType) {
}
