package dev.kontor.identity.keys;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.text.ParseException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import com.nimbusds.jose.jwk.JWK;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.identity.IdentitySettings.SigningAlgorithm;
import dev.kontor.shared.crypto.ClearSecrets;
import dev.kontor.shared.crypto.SecretContext;
import dev.kontor.shared.crypto.SecretSealer;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of signing keys, each with its private part as a JWK, sealed ({@link SecretSealer}). */
@Repository
@RequiredArgsConstructor
class SigningKeys implements ClearSecrets {

	private static final String INSERT_ACTIVE = "INSERT INTO signing_keys (kid, algorithm, jwk, created_at, signs_from, "
			+ "is_active) VALUES (:kid, :algorithm, :jwk, :createdAt, :signsFrom, TRUE)";

	private static final String CLEAR_ROWS = "SELECT kid, jwk FROM signing_keys WHERE jwk NOT LIKE :sealed";

	private static final String SEAL_ROW = "UPDATE signing_keys SET jwk = :sealed WHERE kid = :kid AND jwk = :clear";

	private final JdbcClient jdbc;

	private final SecretSealer sealer;

	/**
	 * Inserts the key as the active one. The database admits one active key: while another is active (a concurrent
	 * rotation's), this throws {@link org.springframework.dao.DuplicateKeyException}.
	 */
	void insertActive(SigningKey key, JWK jwk) {
		jdbc.sql(INSERT_ACTIVE)
			.param("kid", key.kid())
			.param("algorithm", key.algorithm().name())
			.param("jwk", sealer.seal(jwk.toJSONString(), contextOf(key.kid())))
			.param("createdAt", Timestamps.of(key.createdAt()))
			.param("signsFrom", Timestamps.of(key.signsFrom()))
			.update();
	}

	@Override
	public int sealClearSecrets() {
		int sealed = 0;
		for (ClearRow row : jdbc.sql(CLEAR_ROWS).param("sealed", SecretSealer.SEALED_PATTERN).query(ClearRow.class).list()) {
			sealed += jdbc.sql(SEAL_ROW)
				.param("sealed", sealer.seal(row.jwk(), contextOf(row.kid())))
				.param("kid", row.kid())
				.param("clear", row.jwk())
				.update();
		}
		return sealed;
	}

	Optional<String> activeKid() {
		return jdbc.sql("SELECT kid FROM signing_keys WHERE is_active = TRUE").query(String.class).optional();
	}

	/**
	 * Retires the key if it is still the active one, as of {@code retiredAt} (it signs until then); answers false when
	 * another rotation retired it first (a concurrent one makes this statement wait for its end and then see the key
	 * retired).
	 */
	boolean retire(String kid, Instant retiredAt) {
		return jdbc
			.sql("UPDATE signing_keys SET retired_at = :retiredAt, is_active = NULL WHERE kid = :kid AND is_active = TRUE")
			.param("retiredAt", Timestamps.of(retiredAt))
			.param("kid", kid)
			.update() == 1;
	}

	/** Keys active now or retired after {@code retiredAfter}, newest first. */
	List<StoredKey> findPublished(Instant retiredAfter) {
		return jdbc
			.sql("SELECT kid, algorithm, jwk, created_at, signs_from, retired_at FROM signing_keys "
					+ "WHERE retired_at IS NULL OR retired_at > :retiredAfter ORDER BY created_at DESC, kid DESC")
			.param("retiredAfter", Timestamps.of(retiredAfter))
			.query(this::storedKey)
			.list();
	}

	List<SigningKey> findAll() {
		return jdbc
			.sql("SELECT kid, algorithm, created_at, signs_from, retired_at FROM signing_keys "
					+ "ORDER BY created_at DESC, kid DESC")
			.query((rs, n) -> keyOf(rs))
			.list();
	}

	record StoredKey(SigningKey key, JWK jwk) {
	}

	private record ClearRow(String kid, String jwk) {
	}

	static SecretContext contextOf(String kid) {
		return new SecretContext("signing_keys", "jwk", kid);
	}

	private static SigningKey keyOf(ResultSet rs) throws SQLException {
		return new SigningKey(rs.getString("kid"), SigningAlgorithm.valueOf(rs.getString("algorithm")),
				Timestamps.instant(rs, "created_at"), Timestamps.instant(rs, "signs_from"),
				Timestamps.instant(rs, "retired_at"));
	}

	private StoredKey storedKey(ResultSet rs, int rowNum) throws SQLException {
		SigningKey key = keyOf(rs);
		try {
			return new StoredKey(key, JWK.parse(sealer.open(rs.getString("jwk"), contextOf(key.kid()))));
		}
		catch (ParseException ex) {
			throw new SQLException("Signing key " + key.kid() + " is not a valid JWK", ex);
		}
	}
}
