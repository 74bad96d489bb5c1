package dev.kontor.identity.keys;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.text.ParseException;
import java.time.Instant;
import java.util.List;

import com.nimbusds.jose.jwk.JWK;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.identity.IdentitySettings.SigningAlgorithm;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of signing keys, each with its private part as a JWK. */
@Repository
class SigningKeys {

	private final JdbcClient jdbc;

	SigningKeys(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	void insert(SigningKey key, JWK jwk) {
		jdbc.sql("INSERT INTO signing_keys (kid, algorithm, jwk, created_at) VALUES (:kid, :algorithm, :jwk, :createdAt)")
			.param("kid", key.kid())
			.param("algorithm", key.algorithm().name())
			.param("jwk", jwk.toJSONString())
			.param("createdAt", Timestamps.of(key.createdAt()))
			.update();
	}

	/** Retires every active key but the given one. */
	void retireAllBut(String kid, Instant now) {
		jdbc.sql("UPDATE signing_keys SET retired_at = :now WHERE retired_at IS NULL AND kid <> :kid")
			.param("now", Timestamps.of(now))
			.param("kid", kid)
			.update();
	}

	/** Keys active now or retired after {@code retiredAfter}, newest first. */
	List<StoredKey> findPublished(Instant retiredAfter) {
		return jdbc
			.sql("SELECT kid, algorithm, jwk, created_at, retired_at FROM signing_keys "
					+ "WHERE retired_at IS NULL OR retired_at > :retiredAfter ORDER BY created_at DESC, kid DESC")
			.param("retiredAfter", Timestamps.of(retiredAfter))
			.query(SigningKeys::storedKey)
			.list();
	}

	List<SigningKey> findAll() {
		return jdbc
			.sql("SELECT kid, algorithm, jwk, created_at, retired_at FROM signing_keys ORDER BY created_at DESC, kid DESC")
			.query((rs, n) -> storedKey(rs, n).key())
			.list();
	}

	record StoredKey(SigningKey key, JWK jwk) {
	}

	private static StoredKey storedKey(ResultSet rs, int rowNum) throws SQLException {
		SigningKey key = new SigningKey(rs.getString("kid"), SigningAlgorithm.valueOf(rs.getString("algorithm")),
				Timestamps.instant(rs, "created_at"), Timestamps.instant(rs, "retired_at"));
		try {
			return new StoredKey(key, JWK.parse(rs.getString("jwk")));
		}
		catch (ParseException ex) {
			throw new SQLException("Signing key " + key.kid() + " is not a valid JWK", ex);
		}
	}
}
