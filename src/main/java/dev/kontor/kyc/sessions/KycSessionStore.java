package dev.kontor.kyc.sessions;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.kyc.KycResult;
import dev.kontor.kyc.KycSession;
import dev.kontor.kyc.KycSessionStatus;
import dev.kontor.shared.jdbc.Timestamps;

/** The KYC sessions of client records ({@code kyc_sessions}). */
@Repository
@RequiredArgsConstructor
class KycSessionStore {

	private static final String COLUMNS = "id, tenant_id, client_id, initiator_kyc_id, request_hash, provider, "
			+ "provider_reference, status, verification_url, redirect_url, identity_verified, document_type, "
			+ "nationality, name_matches, date_of_birth_matches, decline_reasons, report_document_id, created_date, "
			+ "updated_date";

	private final JdbcClient jdbc;

	Optional<StoredSession> find(UUID tenantId, UUID clientId, String initiatorKycId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM kyc_sessions WHERE tenant_id = :tenantId AND client_id = :clientId "
				+ "AND initiator_kyc_id = :initiatorKycId")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("initiatorKycId", initiatorKycId)
			.query(KycSessionStore::session)
			.optional();
	}

	/** The session the provider names {@code reference}, locked until the transaction ends. */
	Optional<StoredSession> lockByReference(String provider, String reference) {
		return byReference(provider, reference, " FOR UPDATE");
	}

	/** The session the provider names {@code reference}. */
	Optional<StoredSession> findByReference(String provider, String reference) {
		return byReference(provider, reference, "");
	}

	private Optional<StoredSession> byReference(String provider, String reference, String locking) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM kyc_sessions WHERE provider = :provider "
				+ "AND provider_reference = :reference" + locking)
			.param("provider", provider)
			.param("reference", reference)
			.query(KycSessionStore::session)
			.optional();
	}

	List<StoredSession> ofClient(UUID tenantId, UUID clientId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM kyc_sessions WHERE tenant_id = :tenantId AND client_id = :clientId "
				+ "ORDER BY created_date, id")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.query(KycSessionStore::session)
			.list();
	}

	/**
	 * Up to {@code limit} open sessions created before {@code createdBefore}, locked; instances claiming at once take
	 * different rows.
	 */
	List<StoredSession> claimOpenCreatedBefore(Instant createdBefore, int limit) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM kyc_sessions WHERE status IN ('Created', 'Pending') "
				+ "AND created_date < :createdBefore ORDER BY created_date FETCH FIRST :limit ROWS ONLY "
				+ "FOR UPDATE SKIP LOCKED")
			.param("createdBefore", Timestamps.of(createdBefore))
			.param("limit", limit)
			.query(KycSessionStore::session)
			.list();
	}

	/** Stores a new session; a {@code DuplicateKeyException} when its initiatorKycId exists (a concurrent create). */
	void insert(StoredSession session) {
		jdbc.sql("INSERT INTO kyc_sessions (" + COLUMNS + ") VALUES (:id, :tenantId, :clientId, :initiatorKycId, "
				+ ":requestHash, :provider, :providerReference, :status, :verificationUrl, :redirectUrl, "
				+ ":identityVerified, :documentType, :nationality, :nameMatches, :dateOfBirthMatches, :declineReasons, "
				+ ":reportDocumentId, :createdDate, :updatedDate)")
			.paramSource(parameters(session))
			.update();
	}

	void update(StoredSession session) {
		jdbc.sql("UPDATE kyc_sessions SET status = :status, identity_verified = :identityVerified, "
				+ "document_type = :documentType, nationality = :nationality, name_matches = :nameMatches, "
				+ "date_of_birth_matches = :dateOfBirthMatches, decline_reasons = :declineReasons, "
				+ "report_document_id = :reportDocumentId, updated_date = :updatedDate WHERE id = :id")
			.paramSource(parameters(session))
			.update();
	}

	private static MapSqlParameterSource parameters(StoredSession stored) {
		KycSession session = stored.view();
		KycResult result = session.result();
		return new MapSqlParameterSource().addValue("id", stored.id())
			.addValue("tenantId", stored.tenantId())
			.addValue("clientId", session.clientId())
			.addValue("initiatorKycId", session.initiatorKycId())
			.addValue("requestHash", stored.requestHash())
			.addValue("provider", session.provider())
			.addValue("providerReference", stored.providerReference())
			.addValue("status", session.status().name())
			.addValue("verificationUrl", session.verificationUrl())
			.addValue("redirectUrl", session.redirectUrl())
			.addValue("identityVerified", result == null ? null : result.identityVerified())
			.addValue("documentType", result == null ? null : result.documentType())
			.addValue("nationality", result == null ? null : result.nationality())
			.addValue("nameMatches", result == null ? null : result.nameMatches())
			.addValue("dateOfBirthMatches", result == null ? null : result.dateOfBirthMatches())
			.addValue("declineReasons", String.join(",", session.declineReasons()))
			.addValue("reportDocumentId", stored.reportDocumentId())
			.addValue("createdDate", Timestamps.of(session.createdDate()))
			.addValue("updatedDate", Timestamps.of(session.updatedDate()));
	}

	private static StoredSession session(ResultSet rs, int row) throws SQLException {
		Object verified = rs.getObject("identity_verified");
		KycResult result = verified == null ? null
				: new KycResult(rs.getBoolean("identity_verified"), rs.getString("document_type"),
						rs.getString("nationality"), rs.getBoolean("name_matches"),
						rs.getBoolean("date_of_birth_matches"));
		String reasons = rs.getString("decline_reasons");
		KycSession view = new KycSession(rs.getString("initiator_kyc_id"), rs.getObject("client_id", UUID.class),
				rs.getString("provider"), KycSessionStatus.valueOf(rs.getString("status")),
				rs.getString("verification_url"), rs.getString("redirect_url"), result,
				reasons.isEmpty() ? List.of() : Arrays.asList(reasons.split(",")),
				Timestamps.instant(rs, "created_date"), Timestamps.instant(rs, "updated_date"));
		return new StoredSession(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				rs.getString("request_hash"), rs.getString("provider_reference"),
				rs.getObject("report_document_id", UUID.class), view);
	}
}
