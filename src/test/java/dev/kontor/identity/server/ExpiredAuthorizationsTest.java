package dev.kontor.identity.server;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.identity.IdentitySettings;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;

/** The clean-up job deletes authorizations whose every token expired longer than the retention ago. */
class ExpiredAuthorizationsTest extends HttpTest {

	private static final Duration DAY = Duration.ofDays(1);

	@Autowired
	JdbcClient jdbc;

	@Autowired
	MutableClock clock;

	@Autowired
	IdentitySettings settings;

	@Autowired
	ExpiredAuthorizations job;

	@Test
	void deletesExpiredAuthorizationsInBatchesAndKeepsLiveOnes() {
		Instant now = clock.instant();
		List<String> expired = List.of(
				insert(now.minus(DAY.multipliedBy(3)), now.minus(DAY.multipliedBy(2)), now.minus(DAY.multipliedBy(2))),
				insert(now.minus(DAY.multipliedBy(3)), now.minus(DAY.multipliedBy(3)), null),
				insert(now.minus(DAY.multipliedBy(9)), now.minus(DAY.multipliedBy(8)), now.minus(DAY.multipliedBy(2))),
				// A consent asked long ago and never given: no token at all.
				insert(now.minus(DAY.multipliedBy(3)), null, null));
		List<String> kept = List.of(
				// Its access token expired, its refresh token lives.
				insert(now.minus(DAY.multipliedBy(3)), now.minus(DAY.multipliedBy(2)), now.plus(Duration.ofHours(1))),
				// Expired, but within the retention (one day).
				insert(now.minus(Duration.ofHours(9)), now.minus(Duration.ofHours(8)), now.minus(Duration.ofHours(1))),
				// A consent being asked now.
				insert(now.minus(Duration.ofMinutes(1)), null, null));

		int deleted = new ExpiredAuthorizations(jdbc, withBatchSize(2), clock).deleteExpired();

		assertThat(deleted).isGreaterThanOrEqualTo(expired.size());
		assertThat(existing(expired)).isEmpty();
		assertThat(existing(kept)).containsExactlyInAnyOrderElementsOf(kept);
		assertThat(job.deleteExpired()).as("nothing left to delete").isZero();
	}

	private String insert(Instant createdAt, Instant accessTokenExpiresAt, Instant refreshTokenExpiresAt) {
		String id = UUID.randomUUID().toString();
		jdbc.sql("INSERT INTO oauth2_authorization (id, registered_client_id, principal_name, authorization_grant_type, "
				+ "created_at, access_token_value, access_token_expires_at, refresh_token_value, refresh_token_expires_at) "
				+ "VALUES (:id, 'cleanup-client', 'someone', 'authorization_code', :createdAt, :access, :accessExpires, "
				+ ":refresh, :refreshExpires)")
			.param("id", id)
			.param("createdAt", Timestamps.of(createdAt))
			.param("access", accessTokenExpiresAt == null ? null : "access-" + id)
			.param("accessExpires", (OffsetDateTime) Timestamps.of(accessTokenExpiresAt))
			.param("refresh", refreshTokenExpiresAt == null ? null : "refresh-" + id)
			.param("refreshExpires", (OffsetDateTime) Timestamps.of(refreshTokenExpiresAt))
			.update();
		return id;
	}

	private List<String> existing(List<String> ids) {
		return jdbc.sql("SELECT id FROM oauth2_authorization WHERE id IN (:ids)").param("ids", ids).query(String.class).list();
	}

	private IdentitySettings withBatchSize(int batchSize) {
		return new IdentitySettings(settings.accessTokenTtl(), settings.refreshTokenTtl(),
				settings.refreshTokenAbsoluteLifetime(),
				settings.authorizationCodeTtl(), settings.idTokenTtl(), settings.signingAlgorithm(),
				settings.keyRefreshInterval(), settings.keyPublicationDelay(), settings.revocationRefreshInterval(), settings.validatedTokenCacheSize(),
				settings.authorizationCleanupInterval(), settings.authorizationRetention(), batchSize,
				settings.registeredClientCacheTtl());
	}
}
