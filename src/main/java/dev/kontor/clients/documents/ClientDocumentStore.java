package dev.kontor.clients.documents;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.core.support.SqlBinaryValue;
import org.springframework.stereotype.Repository;

import dev.kontor.clients.ClientDocumentId;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentRows;
import dev.kontor.shared.documents.DocumentType;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The rows of {@code client_documents}; every statement is bound to one tenant. */
@Repository
@RequiredArgsConstructor
class ClientDocumentStore {

	private static final String COLUMNS = "id, client_id, content_type, document_type, label, comment, file_name, "
			+ "valid_from, valid_until, size, created_user_id, created_date";

	private final JdbcClient jdbc;

	record StoredFile(ClientDocument document, byte[] content) {
	}

	/** Inserts the document's row; its bytes are streamed to the database from {@code body}. */
	void insert(TenantId tenantId, ClientDocument document, DocumentBody body) {
		try (InputStream content = body.open()) {
			DocumentRows.bind(jdbc.sql("INSERT INTO client_documents (" + COLUMNS + ", tenant_id, file_data) VALUES ("
					+ ":id, :clientId, :contentType, :documentType, :label, :comment, :fileName, :validFrom, "
					+ ":validUntil, :size, :createdUserId, :createdDate, :tenantId, :fileData)"), document.description())
				.param("id", document.id())
				.param("clientId", document.clientId())
				.param("contentType", document.contentType().name())
				.param("documentType", document.documentType().name())
				.param("size", document.size())
				.param("createdUserId", document.createdUserId())
				.param("createdDate", Timestamps.of(document.createdDate()))
				.param("tenantId", tenantId.value())
				.param("fileData", new SqlBinaryValue(content, document.size()))
				.update();
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The document's file cannot be read", ex);
		}
	}

	/** A page of the client record's documents, oldest first. */
	List<ClientDocument> page(TenantId tenantId, ClientId clientId, PageRequest page) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM client_documents WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId ORDER BY created_date, id OFFSET " + page.offset() + " ROWS FETCH NEXT "
				+ page.recordsPerPage() + " ROWS ONLY")
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.query(ClientDocumentStore::document)
			.list();
	}

	long count(TenantId tenantId, ClientId clientId) {
		return jdbc.sql("SELECT COUNT(*) FROM client_documents WHERE tenant_id = :tenantId AND client_id = :clientId")
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.query(Long.class)
			.single();
	}

	Optional<StoredFile> find(TenantId tenantId, ClientId clientId, ClientDocumentId documentId) {
		return jdbc.sql("SELECT " + COLUMNS + ", file_data FROM client_documents WHERE id = :id "
				+ "AND tenant_id = :tenantId AND client_id = :clientId")
			.param("id", documentId.value())
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.query((rs, n) -> new StoredFile(document(rs, n), rs.getBytes("file_data")))
			.optional();
	}

	private static ClientDocument document(ResultSet rs, int rowNum) throws SQLException {
		return new ClientDocument(rs.getObject("id", UUID.class), rs.getObject("client_id", UUID.class),
				DocumentContentType.valueOf(rs.getString("content_type")),
				DocumentType.valueOf(rs.getString("document_type")),
				DocumentRows.description(rs), rs.getLong("size"), rs.getObject("created_user_id", UUID.class),
				Timestamps.instant(rs, "created_date"));
	}
}
