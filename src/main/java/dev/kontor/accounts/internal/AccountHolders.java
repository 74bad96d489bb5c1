package dev.kontor.accounts.internal;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;

/** Whether a client record may hold a new account: it must be a record of the caller's tenant, not deleted. */
@Component
@RequiredArgsConstructor
class AccountHolders {

	private final Clients clients;

	void requireHolder(UUID tenantId, UUID clientId) {
		boolean holder = clients.find(new TenantId(tenantId), new ClientId(clientId))
			.map(client -> client.status() != ClientStatus.Deleted)
			.orElse(false);
		if (!holder) {
			throw new RuleViolation("clientId", "must be a client record of the tenant that is not deleted");
		}
	}
}
