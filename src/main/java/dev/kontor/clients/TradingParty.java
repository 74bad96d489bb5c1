package dev.kontor.clients;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * The little of a client record that trading reads on every order: its status and its default accounts, where an
 * order names none.
 */
public record TradingParty(UUID id, ClientStatus status, @Nullable UUID defaultInternalAccountId,
		@Nullable UUID defaultDepositAccountId) {
}
