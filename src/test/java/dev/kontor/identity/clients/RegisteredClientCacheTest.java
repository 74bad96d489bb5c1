package dev.kontor.identity.clients;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionSynchronizationUtils;

import dev.kontor.identity.IdentitySettings;
import dev.kontor.testing.NoClusterChanges;

import static org.assertj.core.api.Assertions.assertThat;

class RegisteredClientCacheTest {

	private final AtomicInteger lookups = new AtomicInteger();

	@AfterEach
	void endSynchronization() {
		if (TransactionSynchronizationManager.isSynchronizationActive()) {
			TransactionSynchronizationManager.clearSynchronization();
		}
	}

	@Test
	void readsAClientOnceWhileItIsRemembered() {
		RegisteredClientCache cache = cacheWithTtl(Duration.ofMinutes(1));

		cache.get("app", this::lookUp);
		RegisteredClient again = cache.get("app", this::lookUp);

		assertThat(again).isNotNull();
		assertThat(again.getClientId()).isEqualTo("app");
		assertThat(lookups).hasValue(1);
	}

	@Test
	void remembersUnknownClientIdsToo() {
		RegisteredClientCache cache = cacheWithTtl(Duration.ofMinutes(1));

		assertThat(cache.get("nobody", id -> unknown())).isNull();
		assertThat(cache.get("nobody", id -> unknown())).isNull();

		assertThat(lookups).hasValue(1);
	}

	@Test
	void readsAgainAfterTheClientWasForgotten() {
		RegisteredClientCache cache = cacheWithTtl(Duration.ofMinutes(1));
		cache.get("app", this::lookUp);

		cache.forget("app");
		cache.get("app", this::lookUp);

		assertThat(lookups).hasValue(2);
	}

	@Test
	void forgetsTheClientAgainWhenTheChangingTransactionEnds() {
		RegisteredClientCache cache = cacheWithTtl(Duration.ofMinutes(1));
		TransactionSynchronizationManager.initSynchronization();
		cache.forget("app");
		cache.get("app", this::lookUp); // a request that read the row before the change committed

		TransactionSynchronizationUtils.invokeAfterCompletion(TransactionSynchronizationManager.getSynchronizations(),
				0);
		cache.get("app", this::lookUp);

		assertThat(lookups).hasValue(2);
	}

	@Test
	void readsTheTableEveryTimeWithoutTtl() {
		RegisteredClientCache cache = cacheWithTtl(Duration.ZERO);

		cache.get("app", this::lookUp);
		cache.get("app", this::lookUp);

		assertThat(lookups).hasValue(2);
	}

	private Optional<RegisteredClient> lookUp(String clientId) {
		lookups.incrementAndGet();
		return Optional.of(RegisteredClient.withId(clientId)
			.clientId(clientId)
			.authorizationGrantType(AuthorizationGrantType.CLIENT_CREDENTIALS)
			.build());
	}

	private Optional<RegisteredClient> unknown() {
		lookups.incrementAndGet();
		return Optional.empty();
	}

	private static RegisteredClientCache cacheWithTtl(Duration ttl) {
		return new RegisteredClientCache(new IdentitySettings(Duration.ofMinutes(15), Duration.ofHours(8),
				Duration.ofDays(30), Duration.ofMinutes(2), Duration.ofMinutes(15),
				IdentitySettings.SigningAlgorithm.RS256, Duration.ofSeconds(60), Duration.ofSeconds(90), Duration.ofSeconds(5),
				100_000,
				Duration.ofMinutes(10), Duration.ofDays(1), 500, ttl), new NoClusterChanges());
	}
}
