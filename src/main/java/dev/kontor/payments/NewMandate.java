package dev.kontor.payments;

import java.util.UUID;

import jakarta.validation.constraints.NotNull;

/** A mandate to create: the client's active bank account, collecting into the client's active internal account. */
public record NewMandate(@NotNull UUID clientId, @NotNull UUID bankAccountId, @NotNull UUID internalAccountId) {
}
