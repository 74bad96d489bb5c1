package dev.kontor.identity.keys;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSelector;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.identity.IdentitySettings;
import dev.kontor.identity.IdentitySettings.SigningAlgorithm;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.AfterCommit;

/**
 * The signing keys in memory: the active key signs, the active and recently retired keys verify and are published
 * in the JWKS. Reloaded after a rotation here, on a timer for rotations made by other instances, and when a token
 * names a key this instance has not seen yet.
 */
@Component
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class KeyRing implements JWKSource<SecurityContext>, SigningKeyAdministration, SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(KeyRing.class);

	/** Unknown key ids trigger a reload at most this often, so that forged tokens cannot flood the database. */
	private static final Duration MIN_RELOAD_INTERVAL = Duration.ofSeconds(1);

	private final SigningKeys keys;

	private final IdentitySettings settings;

	private final Ids ids;

	private final Clock clock;

	private final AtomicReference<Snapshot> snapshot = new AtomicReference<>();

	@Override
	public List<JWK> get(JWKSelector selector, SecurityContext context) {
		List<JWK> selected = selector.select(current().published());
		if (selected.isEmpty() && selector.getMatcher().getKeyIDs() != null && current().isOlderThan(
				MIN_RELOAD_INTERVAL, Instant.now(clock))) {
			// A token signed by a key that another instance created after our last reload.
			selected = selector.select(reload().published());
		}
		return selected;
	}

	/** The key that signs new tokens. */
	public JWK activeKey() {
		return current().active();
	}

	public JWSAlgorithm activeAlgorithm() {
		return (JWSAlgorithm) activeKey().getAlgorithm();
	}

	/**
	 * Creates a new active key; the previous one is retired and stays published until its tokens have expired. Of
	 * two concurrent rotations one wins, the other answers 409: it retires the key it read only if that key is still
	 * active, and the database admits one active key.
	 */
	@Override
	@Transactional
	public SigningKey rotate(SigningAlgorithm algorithm) {
		SigningKey key = new SigningKey(ids.next().toString(), algorithm, Instant.now(clock), null);
		JWK jwk = generate(key);
		Optional<String> active = keys.activeKid();
		if (active.isPresent() && !keys.retire(active.get(), key.createdAt())) {
			throw rotatedMeanwhile();
		}
		try {
			keys.insertActive(key, jwk);
		}
		catch (DuplicateKeyException ex) {
			throw rotatedMeanwhile();
		}
		forgetSnapshotOnCommit();
		log.info("Signing key rotated: kid={} algorithm={}", key.kid(), algorithm);
		return key;
	}

	@Override
	public List<SigningKey> list() {
		return keys.findAll();
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::refresh, settings.keyRefreshInterval(), Duration.ZERO));
	}

	void refresh() {
		reload();
	}

	private Snapshot current() {
		Snapshot value = snapshot.get();
		return value != null ? value : reload();
	}

	private synchronized Snapshot reload() {
		Instant now = Instant.now(clock);
		List<SigningKeys.StoredKey> published = keys.findPublished(now.minus(settings.longestTokenLifetime()));
		if (published.stream().noneMatch(stored -> stored.key().isActive())) {
			try {
				rotate(settings.signingAlgorithm());
			}
			catch (Conflict ex) {
				// Another instance created the first key at the same time: it signs for all.
			}
			published = keys.findPublished(now.minus(settings.longestTokenLifetime()));
		}
		JWK active = published.stream().filter(stored -> stored.key().isActive()).findFirst().orElseThrow().jwk();
		Snapshot value = new Snapshot(active, new JWKSet(published.stream().map(SigningKeys.StoredKey::jwk).toList()),
				now);
		snapshot.set(value);
		return value;
	}

	/**
	 * The keys in memory are read again once the rotation has committed: a reload before (a token issued meanwhile)
	 * would read the previous key as active and keep signing with it until the next refresh.
	 */
	private void forgetSnapshotOnCommit() {
		AfterCommit.run(() -> snapshot.set(null));
	}

	private static Conflict rotatedMeanwhile() {
		return new Conflict("The signing keys were rotated by another request at the same time; the key it created "
				+ "is the active one");
	}

	private static JWK generate(SigningKey key) {
		try {
			return switch (key.algorithm()) {
				case RS256 -> new RSAKeyGenerator(2048).keyID(key.kid())
					.keyUse(KeyUse.SIGNATURE)
					.algorithm(JWSAlgorithm.RS256)
					.generate();
				case ES256 -> new ECKeyGenerator(Curve.P_256).keyID(key.kid())
					.keyUse(KeyUse.SIGNATURE)
					.algorithm(JWSAlgorithm.ES256)
					.generate();
			};
		}
		catch (JOSEException ex) {
			throw new IllegalStateException("Could not generate a signing key", ex);
		}
	}

	private record Snapshot(JWK active, JWKSet published, Instant loadedAt) {

		boolean isOlderThan(Duration age, Instant now) {
			return loadedAt.plus(age).isBefore(now);
		}
	}
}
