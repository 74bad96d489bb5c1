package dev.kontor.shared.idempotency;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.idempotency.StoredKey.KeyStatus;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The table {@code idempotency_keys}. Every statement runs on its own (no surrounding transaction), so that a claim
 * is visible to every other request and instance the moment it is made, and the primary key on (tenant, key) lets
 * exactly one insert of a key succeed.
 */
@Repository
@RequiredArgsConstructor
class IdempotencyKeys {

	private static final TypeReference<LinkedHashMap<String, String>> HEADERS = new TypeReference<>() {
	};

	private static final String CLAIM = """
			INSERT INTO idempotency_keys (tenant_id, idempotency_key, request_hash, status, claim_id, created_at)
			VALUES (:tenantId, :key, :hash, 'InFlight', :claimId, :now)""";

	private static final String FIND = """
			SELECT request_hash, status, claim_id, created_at, response_status, response_headers, response_body
			FROM idempotency_keys WHERE tenant_id = :tenantId AND idempotency_key = :key""";

	private static final String TAKE_OVER = """
			UPDATE idempotency_keys SET request_hash = :hash, claim_id = :claimId, created_at = :now
			WHERE tenant_id = :tenantId AND idempotency_key = :key AND claim_id = :abandoned AND status = 'InFlight'""";

	private static final String COMPLETE = """
			UPDATE idempotency_keys SET status = 'Completed', response_status = :status, response_headers = :headers,
			response_body = :body, completed_at = :now
			WHERE tenant_id = :tenantId AND idempotency_key = :key AND claim_id = :claimId AND status = 'InFlight'""";

	private static final String RELEASE = """
			DELETE FROM idempotency_keys WHERE tenant_id = :tenantId AND idempotency_key = :key AND claim_id = :claimId""";

	private static final String DELETE_EXPIRED = "DELETE FROM idempotency_keys WHERE created_at < :before";

	private final JdbcClient jdbc;

	private final JsonMapper json = JsonMapper.builder().build();

	/** Inserts the key as claimed by this request; false when it exists already. */
	boolean claim(Claim claim, String requestHash, Instant now) {
		try {
			return jdbc.sql(CLAIM)
				.param("tenantId", claim.tenantId())
				.param("key", claim.key())
				.param("claimId", claim.claimId())
				.param("hash", requestHash)
				.param("now", Timestamps.of(now))
				.update() == 1;
		}
		catch (DuplicateKeyException exists) {
			return false;
		}
	}

	Optional<StoredKey> find(UUID tenantId, String key) {
		return jdbc.sql(FIND).param("tenantId", tenantId).param("key", key).query(this::storedKey).optional();
	}

	/** Claims a key whose request was given up; false when another request took it first. */
	boolean takeOver(Claim claim, UUID abandonedClaimId, String requestHash, Instant now) {
		return jdbc.sql(TAKE_OVER)
			.param("tenantId", claim.tenantId())
			.param("key", claim.key())
			.param("claimId", claim.claimId())
			.param("abandoned", abandonedClaimId)
			.param("hash", requestHash)
			.param("now", Timestamps.of(now))
			.update() == 1;
	}

	/** Stores the answer of the claiming request; nothing when its claim was taken over meanwhile. */
	void complete(Claim claim, StoredAnswer answer, Instant now) {
		jdbc.sql(COMPLETE)
			.param("tenantId", claim.tenantId())
			.param("key", claim.key())
			.param("claimId", claim.claimId())
			.param("status", answer.status())
			.param("headers", json.writeValueAsString(answer.headers()))
			.param("body", answer.body())
			.param("now", Timestamps.of(now))
			.update();
	}

	/** Deletes the key if this claim still holds it, so that a retry runs again. */
	void release(Claim claim) {
		jdbc.sql(RELEASE)
			.param("tenantId", claim.tenantId())
			.param("key", claim.key())
			.param("claimId", claim.claimId())
			.update();
	}

	/** Deletes the keys claimed before the instant; answers how many. */
	int deleteClaimedBefore(Instant before) {
		return jdbc.sql(DELETE_EXPIRED).param("before", Timestamps.of(before)).update();
	}

	private StoredKey storedKey(ResultSet rs, int rowNum) throws SQLException {
		KeyStatus status = KeyStatus.valueOf(rs.getString("status"));
		return new StoredKey(rs.getString("request_hash"), status, rs.getObject("claim_id", UUID.class),
				Timestamps.instant(rs, "created_at"), status == KeyStatus.Completed ? answer(rs) : null);
	}

	private @Nullable StoredAnswer answer(ResultSet rs) throws SQLException {
		byte[] body = rs.getBytes("response_body");
		Map<String, String> headers = json.readValue(rs.getString("response_headers"), HEADERS);
		return new StoredAnswer(rs.getInt("response_status"), headers, body == null ? new byte[0] : body);
	}
}
