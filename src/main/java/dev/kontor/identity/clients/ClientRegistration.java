package dev.kontor.identity.clients;

import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/**
 * What the operator registers for a client. {@code clientId} is normally left to the platform; the bootstrap and
 * demo clients name theirs. {@code providers} limits a price connector (a client of tenant {@code operator} with
 * {@code pricefeed.write}) to the prices of these trade providers; null (or empty, as an empty list of event types
 * means all of them) for every provider, and for every other client.
 */
@NamedInterface("administration")
public record ClientRegistration(UUID tenantId, @Nullable String clientId, ClientApplication application,
		ClientGrants grants, @Nullable Set<String> providers) {

	public ClientRegistration {
		providers = providers == null || providers.isEmpty() ? null : Set.copyOf(providers);
	}

	/** A client that is no price connector limited to some providers. */
	public ClientRegistration(UUID tenantId, @Nullable String clientId, ClientApplication application,
			ClientGrants grants) {
		this(tenantId, clientId, application, grants, null);
	}
}
