package dev.kontor.accounts;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** The two accounts an order moves, read together: every order placed reads both. */
public interface TradingAccounts {

	/** Each of the two accounts, or null for an id that is no account of its kind of the tenant. */
	AccountPair pair(UUID tenantId, InternalAccountId internal, DepositAccountId deposit);

	/** An internal and a deposit account, each null when there is none with its id. */
	record AccountPair(@Nullable InternalAccountSnapshot internal, @Nullable DepositAccountSnapshot deposit) {
	}
}
