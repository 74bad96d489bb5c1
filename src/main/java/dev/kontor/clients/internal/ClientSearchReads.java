package dev.kontor.clients.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
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
 * The back office's search of client records: an id is looked up by the primary key, an email by the index of
 * emails, any other query by ranges of the indexes of key, name and surname (a {@code LIKE} alone is no range of an
 * index under most collations); a blank query lists the tenant's records newest first by the index of their
 * creation. Pages are capped by {@link ClientSearch#MAX_ROWS} and {@link ClientSearch#MAX_OFFSET}.
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
		if (text.contains("@")) {
			return jdbc.sql("SELECT " + COLUMNS + " FROM clients WHERE tenant_id = :tenantId AND email = :email "
					+ "ORDER BY name, surname, id" + page)
				.param("tenantId", tenantId.value())
				.param("email", text)
				.query(ClientSearchReads::listing)
				.list();
		}
		String capitalized = Character.toUpperCase(text.charAt(0)) + text.substring(1);
		return jdbc.sql("SELECT " + COLUMNS + " FROM clients WHERE tenant_id = :tenantId AND (client_key = :text OR "
				+ startsWith("name", "typed") + " OR " + startsWith("name", "capitalized") + " OR "
				+ startsWith("surname", "typed") + " OR " + startsWith("surname", "capitalized")
				+ ") ORDER BY name, surname, id" + page)
			.param("tenantId", tenantId.value())
			.param("text", text)
			.params(prefix("typed", text))
			.params(prefix("capitalized", capitalized))
			.query(ClientSearchReads::listing)
			.list();
	}

	/**
	 * The column starts with the prefix named {@code parameter}: a range of the column's index (from the prefix to
	 * the prefix with its last character moved on), which the pattern then narrows to the prefix exactly.
	 */
	private static String startsWith(String column, String parameter) {
		return "(" + column + " >= :" + parameter + "From AND " + column + " < :" + parameter + "Until AND " + column
				+ " LIKE :" + parameter + "Pattern ESCAPE '\\')";
	}

	private static Map<String, Object> prefix(String parameter, String prefix) {
		char last = prefix.charAt(prefix.length() - 1);
		String until = prefix.substring(0, prefix.length() - 1) + (char) (last + 1);
		return Map.of(parameter + "From", prefix, parameter + "Until", until, parameter + "Pattern",
				LikePatterns.literal(prefix) + "%");
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
