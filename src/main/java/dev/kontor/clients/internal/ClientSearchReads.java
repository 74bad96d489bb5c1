package dev.kontor.clients.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.clients.ClientDocumentListing;
import dev.kontor.clients.ClientListing;
import dev.kontor.clients.ClientSearch;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientType;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.LikePatterns;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The back office's search of client records: an id is looked up by the primary key, every other query by the
 * indexes of key, email, name and surname; a blank query lists the tenant's records newest first by the index of
 * their creation. Pages are capped by {@link ClientSearch#MAX_ROWS} and {@link ClientSearch#MAX_OFFSET}.
 */
@Repository
@RequiredArgsConstructor
class ClientSearchReads implements ClientSearch {

	private static final String COLUMNS = "id, client_key, client_type, name, surname, email, status, created_date";

	private final JdbcClient jdbc;

	@Override
	public List<ClientListing> search(TenantId tenantId, String query, int offset, int limit) {
		String text = query.strip();
		String page = " OFFSET " + Math.clamp(offset, 0, MAX_OFFSET) + " ROWS FETCH NEXT "
				+ Math.clamp(limit, 1, MAX_ROWS) + " ROWS ONLY";
		if (text.isEmpty()) {
			return jdbc.sql("SELECT " + COLUMNS + " FROM clients WHERE tenant_id = :tenantId"
					+ " ORDER BY created_date DESC, id DESC" + page)
				.param("tenantId", tenantId.value())
				.query(ClientSearchReads::listing)
				.list();
		}
		UUID id = uuidOrNull(text);
		if (id != null) {
			return jdbc.sql("SELECT " + COLUMNS + " FROM clients WHERE tenant_id = :tenantId AND id = :id")
				.param("tenantId", tenantId.value())
				.param("id", id)
				.query(ClientSearchReads::listing)
				.list();
		}
		String typed = LikePatterns.literal(text) + "%";
		String capitalized = LikePatterns.literal(Character.toUpperCase(text.charAt(0)) + text.substring(1)) + "%";
		return jdbc.sql("SELECT " + COLUMNS + " FROM clients WHERE tenant_id = :tenantId AND (client_key = :text "
				+ "OR email = :text OR name LIKE :typed ESCAPE '\\' OR name LIKE :capitalized ESCAPE '\\' "
				+ "OR surname LIKE :typed ESCAPE '\\' OR surname LIKE :capitalized ESCAPE '\\') "
				+ "ORDER BY name, surname, id" + page)
			.param("tenantId", tenantId.value())
			.param("text", text)
			.param("typed", typed)
			.param("capitalized", capitalized)
			.query(ClientSearchReads::listing)
			.list();
	}

	@Override
	public List<ClientDocumentListing> documents(TenantId tenantId, ClientId clientId) {
		return jdbc.sql("SELECT id, document_type, content_type, size, label, file_name, valid_until, created_date "
				+ "FROM client_documents WHERE tenant_id = :tenantId AND client_id = :clientId "
				+ "ORDER BY created_date DESC, id FETCH FIRST " + MAX_ROWS + " ROWS ONLY")
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.query((rs, row) -> new ClientDocumentListing(rs.getObject("id", UUID.class),
					rs.getString("document_type"), rs.getString("content_type"), rs.getLong("size"),
					rs.getString("label"), rs.getString("file_name"), rs.getObject("valid_until", LocalDate.class),
					Objects.requireNonNull(Timestamps.instant(rs, "created_date"))))
			.list();
	}

	private static ClientListing listing(ResultSet rs, int row) throws SQLException {
		return new ClientListing(rs.getObject("id", UUID.class), rs.getString("client_key"),
				ClientType.valueOf(rs.getString("client_type")), rs.getString("name"), rs.getString("surname"),
				rs.getString("email"), ClientStatus.valueOf(rs.getString("status")),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")));
	}

	private static @Nullable UUID uuidOrNull(String text) {
		if (text.length() != 36) {
			return null;
		}
		try {
			return UUID.fromString(text);
		}
		catch (IllegalArgumentException notAnId) {
			return null;
		}
	}
}
