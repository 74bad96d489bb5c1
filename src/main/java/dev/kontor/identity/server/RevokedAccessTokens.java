package dev.kontor.identity.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Repository;

import dev.kontor.identity.IdentitySettings;
import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChange;
import dev.kontor.shared.cluster.ClusterChanges;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Ids ({@code jti}) of revoked self-contained access tokens, kept until the token would have expired anyway. The
 * resource server refuses a token listed here. The list is held in memory so that no API request waits for the
 * database: a revocation made here takes effect at once, one made by another instance when its notification arrives
 * ({@link ClusterChanges}, milliseconds after the commit), at the latest within
 * {@code kontor.identity.revocation-refresh-interval}. Introspection asks the table itself ({@link #isRevokedInStore}).
 */
@Repository
class RevokedAccessTokens implements SchedulingConfigurer {

	/** A revoked token: its {@code jti} and expiry, separated by a space. */
	static final ChangeTopic TOPIC = new ChangeTopic("identity.revocations");

	private final JdbcClient jdbc;

	private final Clock clock;

	private final Duration refreshInterval;

	private final ClusterChanges changes;

	private final AtomicReference<Map<String, Instant>> revoked = new AtomicReference<>();

	RevokedAccessTokens(JdbcClient jdbc, IdentitySettings settings, Clock clock, ClusterChanges changes) {
		this.jdbc = jdbc;
		this.refreshInterval = settings.revocationRefreshInterval();
		this.clock = clock;
		this.changes = changes;
		changes.subscribe(TOPIC, ChangeSubscriber.of(this::revokedElsewhere, this::reload));
	}

	void revoke(String jti, Instant expiresAt) {
		try {
			jdbc.sql("INSERT INTO revoked_access_tokens (jti, expires_at) VALUES (:jti, :expiresAt)")
				.param("jti", jti)
				.param("expiresAt", Timestamps.of(expiresAt))
				.update();
		}
		catch (DuplicateKeyException alreadyRevoked) {
			// Revoking twice is the same as revoking once (RFC 7009).
		}
		current().put(jti, expiresAt);
		changes.publish(TOPIC, jti + " " + expiresAt);
	}

	boolean isRevoked(String jti) {
		return current().containsKey(jti);
	}

	/**
	 * Whether the table lists the token: for introspection, which must not answer from a list that the notification
	 * of another instance's revocation has not reached yet.
	 */
	boolean isRevokedInStore(String jti) {
		return isRevoked(jti) || jdbc.sql("SELECT COUNT(*) FROM revoked_access_tokens WHERE jti = :jti")
			.param("jti", jti)
			.query(Long.class)
			.single() > 0;
	}

	private void revokedElsewhere(ClusterChange change) {
		int space = change.payload().indexOf(' ');
		current().put(change.payload().substring(0, space), Instant.parse(change.payload().substring(space + 1)));
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::reload, refreshInterval, Duration.ZERO));
		jobs.addFixedDelayTask(new FixedDelayTask(this::forgetExpired, Duration.ofMinutes(10), Duration.ZERO));
	}

	void reload() {
		Map<String, Instant> fresh = new ConcurrentHashMap<>();
		jdbc.sql("SELECT jti, expires_at FROM revoked_access_tokens WHERE expires_at >= :now")
			.param("now", Timestamps.of(Instant.now(clock)))
			.query((rs, n) -> fresh.put(rs.getString("jti"), Timestamps.instant(rs, "expires_at")))
			.list();
		revoked.set(fresh);
	}

	void forgetExpired() {
		jdbc.sql("DELETE FROM revoked_access_tokens WHERE expires_at < :now")
			.param("now", Timestamps.of(Instant.now(clock)))
			.update();
	}

	private Map<String, Instant> current() {
		Map<String, Instant> value = revoked.get();
		if (value == null) {
			reload();
			value = revoked.get();
		}
		return value;
	}
}
