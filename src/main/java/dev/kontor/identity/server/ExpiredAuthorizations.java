package dev.kontor.identity.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.identity.IdentitySettings;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Deletes stored authorizations (authorization code and refresh token grants) whose every code and token expired
 * longer than {@code kontor.identity.authorization-retention} ago, in batches of
 * {@code kontor.identity.authorization-cleanup-batch-size}, so that one run never holds many row locks or one long
 * transaction. Without it the table grows with every sign-in. Instances sharing the database may run it at the
 * same time: a row deleted twice is deleted once.
 */
@Component
@RequiredArgsConstructor
class ExpiredAuthorizations implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(ExpiredAuthorizations.class);

	private static final String EXPIRED = """
			SELECT id FROM oauth2_authorization
			WHERE created_at < :cutoff
			  AND (authorization_code_expires_at IS NULL OR authorization_code_expires_at < :cutoff)
			  AND (access_token_expires_at IS NULL OR access_token_expires_at < :cutoff)
			  AND (oidc_id_token_expires_at IS NULL OR oidc_id_token_expires_at < :cutoff)
			  AND (refresh_token_expires_at IS NULL OR refresh_token_expires_at < :cutoff)
			  AND (user_code_expires_at IS NULL OR user_code_expires_at < :cutoff)
			  AND (device_code_expires_at IS NULL OR device_code_expires_at < :cutoff)
			FETCH FIRST :batch ROWS ONLY""";

	private static final String DELETE = "DELETE FROM oauth2_authorization WHERE id IN (:ids)";

	private final JdbcClient jdbc;

	private final IdentitySettings settings;

	private final Clock clock;

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::deleteExpired, settings.authorizationCleanupInterval(),
				Duration.ofMinutes(1)));
	}

	/** Answers how many authorizations it deleted. */
	int deleteExpired() {
		OffsetDateTime cutoff = Timestamps.of(Instant.now(clock).minus(settings.authorizationRetention()));
		int batch = settings.authorizationCleanupBatchSize();
		int deleted = 0;
		List<String> ids;
		do {
			ids = jdbc.sql(EXPIRED).param("cutoff", cutoff).param("batch", batch).query(String.class).list();
			if (!ids.isEmpty()) {
				deleted += jdbc.sql(DELETE).param("ids", ids).update();
			}
		}
		while (ids.size() == batch);
		if (deleted > 0) {
			log.info("Deleted expired authorizations: count={}", deleted);
		}
		return deleted;
	}
}
