package dev.kontor.clients;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** The accounts a client record names as its defaults: for payments, for cash and for securities. */
public record ClientDefaultAccounts(@Nullable UUID defaultBankAccountId, @Nullable UUID defaultInternalAccountId,
		@Nullable UUID defaultDepositAccountId) {
}
