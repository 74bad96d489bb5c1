package dev.kontor.identity.clients;

import java.util.Optional;
import java.util.function.Function;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import org.jspecify.annotations.Nullable;

import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.stereotype.Component;

import dev.kontor.identity.IdentitySettings;
import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChanges;
import dev.kontor.shared.jdbc.Forgetting;

/**
 * Keeps the clients the token endpoint looked up, briefly: every token request authenticates its client, and reading
 * and converting the client row was a sixth of the request's work. Unknown client ids are kept as well, so that
 * guessing ids does not reach the table either. A change made through this instance is forgotten at once and again
 * after its transaction commits (a lookup in between could have read the old row); a change made through another
 * instance when its notification arrives ({@link ClusterChanges}), at the latest when the entry expires
 * ({@code kontor.identity.registered-client-cache-ttl}).
 */
@Component
class RegisteredClientCache {

	private static final int MAXIMUM_CLIENTS = 10_000;

	/** A client whose row changed: its client id. */
	private static final ChangeTopic TOPIC = new ChangeTopic("identity.clients");

	private final @Nullable Cache<String, Optional<RegisteredClient>> clients;

	private final ClusterChanges changes;

	RegisteredClientCache(IdentitySettings settings, ClusterChanges changes) {
		this.changes = changes;
		this.clients = settings.registeredClientCacheTtl().isPositive() ? Caffeine.newBuilder()
			.expireAfterWrite(settings.registeredClientCacheTtl())
			.maximumSize(MAXIMUM_CLIENTS)
			.build() : null;
		Cache<String, Optional<RegisteredClient>> remembered = clients;
		if (remembered != null) {
			changes.subscribe(TOPIC, ChangeSubscriber.of(change -> remembered.invalidate(change.payload()),
					remembered::invalidateAll));
		}
	}

	@Nullable RegisteredClient get(String clientId, Function<String, Optional<RegisteredClient>> lookup) {
		Optional<RegisteredClient> client = clients == null ? lookup.apply(clientId) : clients.get(clientId, lookup);
		return client.orElse(null);
	}

	/**
	 * Forgets a client that changed: now, and once more when the changing transaction has committed; every other
	 * instance when the commit's notification reaches it.
	 */
	void forget(String clientId) {
		changes.publish(TOPIC, clientId);
		if (clients == null) {
			return;
		}
		Forgetting.nowAndAtTransactionEnd(() -> clients.invalidate(clientId));
	}
}
