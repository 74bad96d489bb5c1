package dev.kontor.clients;

import java.util.UUID;

/**
 * Whether the accounts a client record names as its defaults ({@code defaultInternalAccountId},
 * {@code defaultDepositAccountId}) are its own Active accounts: implemented by the accounts module (which depends on
 * this one), asked when a client record is written. Without an implementation every account passes.
 */
public interface DefaultAccountsCheck {

	/** Lets every account pass: where no accounts module is present. */
	DefaultAccountsCheck PERMISSIVE = new DefaultAccountsCheck() {

		@Override
		public boolean isActiveInternalAccountOf(UUID tenantId, UUID internalAccountId, UUID clientId) {
			return true;
		}

		@Override
		public boolean isActiveDepositAccountOf(UUID tenantId, UUID depositAccountId, UUID clientId) {
			return true;
		}
	};

	boolean isActiveInternalAccountOf(UUID tenantId, UUID internalAccountId, UUID clientId);

	boolean isActiveDepositAccountOf(UUID tenantId, UUID depositAccountId, UUID clientId);
}
