package dev.kontor.clients.kistam;

import java.time.Clock;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientStatusChanged;
import dev.kontor.clients.internal.ClientManagement;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Makes the church tax query of a client record with a tax identification number when it is onboarded: moved from
 * Initial to Onboarded (not when it comes back from Suspended), in the transaction that moved it, so that the move
 * and its query are stored together or not at all.
 */
@Component
@RequiredArgsConstructor
class KistamOnboarding {

	private final KistamQueryStore store;

	private final ClientManagement clients;

	private final Clock clock;

	@EventListener
	void on(ClientStatusChanged changed) {
		if (changed.from() != ClientStatus.Initial || changed.to() != ClientStatus.Onboarded) {
			return;
		}
		TenantId tenantId = new TenantId(changed.tenantId());
		ClientId clientId = new ClientId(changed.clientId());
		clients.find(tenantId, clientId)
			.filter(client -> client.details().tax().taxIdentificationNumber() != null)
			.ifPresent(client -> store.insert(tenantId, clientId, KistamQueryReason.Onboarding, Timestamps.now(clock)));
	}
}
