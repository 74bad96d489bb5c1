package dev.kontor.bankaccounts.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.bankaccounts.BankAccountDocument;
import dev.kontor.bankaccounts.BankAccountValidation;
import dev.kontor.bankaccounts.ValidationMethod;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentRows;
import dev.kontor.shared.documents.DocumentType;
import dev.kontor.shared.jdbc.ChangeTrailColumns;
import dev.kontor.shared.jdbc.Timestamps;

/** The validation rows and documents of bank accounts. Callers have checked that the account is the tenant's. */
@Repository
@RequiredArgsConstructor
class ValidationStore {

	private static final String DOCUMENT_COLUMNS = "id, bank_account_id, content_type, document_type, label, comment, "
			+ "file_name, valid_from, valid_until, created_user_id, created_date";

	private final JdbcClient jdbc;

	void insert(UUID bankAccountId, BankAccountValidation validation) {
		jdbc.sql("INSERT INTO bank_account_validations (id, bank_account_id, validation_method, validated, "
				+ "validation_date, validation_user_id, created_date, updated_date, created_user_id, updated_user_id) "
				+ "VALUES (:id, :accountId, :method, :validated, :date, :userId, :createdDate, :updatedDate, "
				+ ":createdUserId, :updatedUserId)")
			.param("id", validation.id())
			.param("accountId", bankAccountId)
			.param("method", validation.validationMethod().name())
			.param("validated", validation.validated())
			.param("date", Timestamps.of(validation.validationDate()))
			.param("userId", validation.validationUserId())
			.params(ChangeTrailColumns.parameters(validation.trail()))
			.update();
	}

	void update(UUID bankAccountId, BankAccountValidation validation) {
		jdbc.sql("UPDATE bank_account_validations SET validation_method = :method, validated = :validated, "
				+ "validation_date = :date, validation_user_id = :userId, updated_date = :updatedDate, "
				+ "updated_user_id = :updatedUserId WHERE bank_account_id = :accountId")
			.param("method", validation.validationMethod().name())
			.param("validated", validation.validated())
			.param("date", Timestamps.of(validation.validationDate()))
			.param("userId", validation.validationUserId())
			.params(ChangeTrailColumns.changeParameters(validation.trail()))
			.param("accountId", bankAccountId)
			.update();
	}

	Optional<BankAccountValidation> find(UUID bankAccountId) {
		List<BankAccountDocument> documents = documents(bankAccountId);
		return jdbc.sql("SELECT id, validation_method, validated, validation_date, validation_user_id, created_date, "
				+ "updated_date, created_user_id, updated_user_id FROM bank_account_validations "
				+ "WHERE bank_account_id = :accountId")
			.param("accountId", bankAccountId)
			.query((rs, n) -> new BankAccountValidation(rs.getObject("id", UUID.class),
					ValidationMethod.valueOf(rs.getString("validation_method")), rs.getBoolean("validated"),
					Timestamps.instant(rs, "validation_date"), rs.getObject("validation_user_id", UUID.class),
					documents, trail(rs)))
			.optional();
	}

	void insertDocument(BankAccountDocument document, byte @Nullable [] content) {
		DocumentRows.bind(jdbc.sql("INSERT INTO bank_account_documents (" + DOCUMENT_COLUMNS + ", file_data) VALUES ("
				+ ":id, :accountId, :contentType, :documentType, :label, :comment, :fileName, :validFrom, :validUntil, "
				+ ":createdUserId, :createdDate, :fileData)"), document.description())
			.param("id", document.id())
			.param("accountId", document.bankAccountId())
			.param("contentType", document.contentType().name())
			.param("documentType", document.documentType().name())
			.param("createdUserId", document.createdUserId())
			.param("createdDate", Timestamps.of(document.createdDate()))
			.param("fileData", content)
			.update();
	}

	boolean deleteDocument(UUID bankAccountId, UUID documentId) {
		return jdbc.sql("DELETE FROM bank_account_documents WHERE id = :id AND bank_account_id = :accountId")
			.param("id", documentId)
			.param("accountId", bankAccountId)
			.update() == 1;
	}

	record StoredContent(DocumentContentType contentType, byte @Nullable [] fileData) {
	}

	Optional<StoredContent> content(UUID bankAccountId, UUID documentId) {
		return jdbc.sql("SELECT content_type, file_data FROM bank_account_documents WHERE id = :id "
				+ "AND bank_account_id = :accountId")
			.param("id", documentId)
			.param("accountId", bankAccountId)
			.query((rs, n) -> new StoredContent(DocumentContentType.valueOf(rs.getString("content_type")),
					rs.getBytes("file_data")))
			.optional();
	}

	private List<BankAccountDocument> documents(UUID bankAccountId) {
		return jdbc.sql("SELECT " + DOCUMENT_COLUMNS + " FROM bank_account_documents WHERE bank_account_id = :accountId "
				+ "ORDER BY created_date, id")
			.param("accountId", bankAccountId)
			.query(ValidationStore::document)
			.list();
	}

	private static ChangeTrail trail(ResultSet rs) throws SQLException {
		return new ChangeTrail(Timestamps.instant(rs, "created_date"), Timestamps.instant(rs, "updated_date"),
				rs.getObject("created_user_id", UUID.class), rs.getObject("updated_user_id", UUID.class));
	}

	private static BankAccountDocument document(ResultSet rs, int rowNum) throws SQLException {
		return new BankAccountDocument(rs.getObject("id", UUID.class), rs.getObject("bank_account_id", UUID.class),
				DocumentContentType.valueOf(rs.getString("content_type")),
				DocumentType.valueOf(rs.getString("document_type")),
				DocumentRows.description(rs), rs.getObject("created_user_id", UUID.class),
				Timestamps.instant(rs, "created_date"));
	}
}
