package dev.kontor.kyc.callback;

import java.time.Clock;
import java.time.Instant;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Repository;

import dev.kontor.kyc.KycSettings;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The nonces of accepted provider callbacks ({@code kyc_callback_nonces}), kept for the replay window and purged
 * after it: a callback older than the window is refused by its timestamp, so its nonce need not be remembered.
 */
@Repository
@RequiredArgsConstructor
class CallbackNonces implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(CallbackNonces.class);

	private final JdbcClient jdbc;

	private final KycSettings settings;

	private final Clock clock;

	/** Remembers the nonce in the caller's transaction; false when it was seen before. */
	boolean remember(String provider, String nonce) {
		boolean seen = jdbc.sql("SELECT COUNT(*) FROM kyc_callback_nonces WHERE provider = :provider AND nonce = :nonce")
			.param("provider", provider)
			.param("nonce", nonce)
			.query(Long.class)
			.single() > 0;
		if (seen) {
			return false;
		}
		try {
			jdbc.sql("INSERT INTO kyc_callback_nonces (provider, nonce, received_date) VALUES (:provider, :nonce, :now)")
				.param("provider", provider)
				.param("nonce", nonce)
				.param("now", Timestamps.of(Timestamps.now(clock)))
				.update();
			return true;
		}
		catch (DuplicateKeyException ex) {
			return false;
		}
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::purge, settings.callbackWindow(), settings.callbackWindow()));
	}

	int purge() {
		// Twice the window: a callback may be dated up to the window ahead of this clock.
		Instant before = Timestamps.now(clock).minus(settings.callbackWindow().multipliedBy(2));
		int purged = jdbc.sql("DELETE FROM kyc_callback_nonces WHERE received_date < :before")
			.param("before", Timestamps.of(before))
			.update();
		if (purged > 0) {
			log.debug("Purged {} KYC callback nonces", purged);
		}
		return purged;
	}
}
