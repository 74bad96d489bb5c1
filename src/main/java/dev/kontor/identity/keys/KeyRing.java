package dev.kontor.identity.keys;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import jakarta.annotation.PostConstruct;

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
import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChanges;
import dev.kontor.shared.jdbc.AfterCommit;

/**
 * The signing keys in memory: the active and recently retired keys verify and are published in the JWKS; the key
 * whose time has come signs. A rotated key is published at once and signs only after
 * {@code kontor.identity.key-publication-delay}, so that every instance publishes it before any token names it.
 * Reloaded after a rotation here, when another instance's rotation is announced ({@link ClusterChanges}), on a timer
 * should an announcement be lost, and when a token names a key this instance has not seen yet.
 */
@Component
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class KeyRing implements JWKSource<SecurityContext>, SigningKeyAdministration, SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(KeyRing.class);

	/** Unknown key ids trigger a reload at most this often, so that forged tokens cannot flood the database. */
	private static final Duration MIN_RELOAD_INTERVAL = Duration.ofSeconds(1);

	/** A rotation: the new key's id. */
	private static final ChangeTopic TOPIC = new ChangeTopic("identity.signing-keys");

	private final SigningKeys keys;

	private final IdentitySettings settings;

	private final Ids ids;

	private final Clock clock;

	private final ClusterChanges changes;

	private final AtomicReference<Snapshot> snapshot = new AtomicReference<>();

	@PostConstruct
	void followRotationsElsewhere() {
		changes.subscribe(TOPIC, ChangeSubscriber.of(change -> reload(), this::reload));
	}

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

	/** The key that signs new tokens: the newest whose publication delay has passed. */
	public JWK activeKey() {
		return current().signerAt(Instant.now(clock));
	}

	public JWSAlgorithm activeAlgorithm() {
		return (JWSAlgorithm) activeKey().getAlgorithm();
	}

	/**
	 * Creates a new active key, published at once and signing once every instance publishes it (the first key signs
	 * at once: nothing was signed before it); the previous one signs until then, is retired then and stays published
	 * until its tokens have expired. Of two concurrent rotations one wins, the other answers 409: it retires the key
	 * it read only if that key is still active, and the database admits one active key.
	 */
	@Override
	@Transactional
	public SigningKey rotate(SigningAlgorithm algorithm) {
		Instant now = Instant.now(clock);
		Optional<String> active = keys.activeKid();
		Instant signsFrom = active.isPresent() ? now.plus(settings.keyPublicationDelay()) : now;
		SigningKey key = new SigningKey(ids.next().toString(), algorithm, now, signsFrom, null);
		JWK jwk = generate(key);
		if (active.isPresent() && !keys.retire(active.get(), signsFrom)) {
			throw rotatedMeanwhile();
		}
		try {
			keys.insertActive(key, jwk);
		}
		catch (DuplicateKeyException ex) {
			throw rotatedMeanwhile();
		}
		forgetSnapshotOnCommit();
		changes.publish(TOPIC, key.kid());
		log.info("Signing key rotated: kid={} algorithm={} signsFrom={}", key.kid(), algorithm, signsFrom);
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
		Snapshot value = new Snapshot(published,
				new JWKSet(published.stream().map(SigningKeys.StoredKey::jwk).toList()), now);
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

	/** The keys published, newest first, at least one of them active. */
	private record Snapshot(List<SigningKeys.StoredKey> keys, JWKSet published, Instant loadedAt) {

		/**
		 * The key that signs at {@code now}; should none (the clocks of two instances apart by more than the
		 * publication delay), the newest.
		 */
		JWK signerAt(Instant now) {
			return keys.stream()
				.filter(stored -> stored.key().signsAt(now))
				.findFirst()
				.orElse(keys.getFirst())
				.jwk();
		}

		boolean isOlderThan(Duration age, Instant now) {
			return loadedAt.plus(age).isBefore(now);
		}
	}
}
