package dev.kontor.identity.clients;

import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/**
 * A registered OAuth client of one tenant, without its secret. {@code providers}: the trade providers a price
 * connector may write prices of, null for all (see {@link ClientRegistration}).
 */
@NamedInterface("administration")
public record OAuthClient(UUID id, String clientId, UUID tenantId, ClientApplication application, ClientGrants grants,
		@Nullable Set<String> providers, boolean enabled, ClientDates dates) {

	public OAuthClient {
		providers = providers == null ? null : Set.copyOf(providers);
	}
}
