package dev.kontor.clients;

import java.util.UUID;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Whether the accounts a client record names as its defaults ({@code defaultInternalAccountId},
 * {@code defaultDepositAccountId}) are its own Active accounts: implemented by the accounts module (which depends on
 * this one), asked when a client record is written. Without an implementation every account passes.
 */
public interface DefaultAccountsCheck {

	/** Lets every account pass: where no accounts module is present. */
	DefaultAccountsCheck PERMISSIVE = new DefaultAccountsCheck() {

		@Override
		public boolean isActiveInternalAccountOf(TenantId tenantId, UUID internalAccountId, ClientId clientId) {
			return true;
		}

		@Override
		public boolean isActiveDepositAccountOf(TenantId tenantId, UUID depositAccountId, ClientId clientId) {
			return true;
		}
	};

	boolean isActiveInternalAccountOf(TenantId tenantId, UUID internalAccountId, ClientId clientId);

	boolean isActiveDepositAccountOf(TenantId tenantId, UUID depositAccountId, ClientId clientId);
}
