package dev.kontor.bankfiles.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.bankfiles.BankFile;
import dev.kontor.bankfiles.BankFileDirection;
import dev.kontor.bankfiles.BankFileStatus;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The tables {@code bank_files} and {@code bank_file_transactions}. */
@Repository
class BankFileStore {

	private static final String COLUMNS = "id, name, direction, message_type, msg_id, number_of_transactions, "
			+ "control_sum, status, reason, created_date";

	private static final String TRANSACTION_COLUMNS = "end_to_end_id, file_id, kind, tenant_id, instruction_id, "
			+ "amount, currency_code";

	private final JdbcClient jdbc;

	private final JdbcTemplate batch;

	BankFileStore(JdbcClient jdbc, JdbcTemplate batch) {
		this.jdbc = jdbc;
		this.batch = batch;
	}

	/** Records a file; {@code appliedMessage} is set for a file read and applied, and is unique. */
	void insert(BankFileRow file, byte @Nullable [] content, @Nullable String appliedMessage) {
		jdbc.sql("INSERT INTO bank_files (" + COLUMNS + ", applied_message, content, in_outbox) VALUES (:id, :name, "
				+ ":direction, :messageType, :msgId, :count, :controlSum, :status, :reason, :createdDate, "
				+ ":appliedMessage, :content, FALSE)")
			.param("id", file.id())
			.param("name", file.name())
			.param("direction", file.direction().name())
			.param("messageType", file.messageType())
			.param("msgId", file.msgId())
			.param("count", file.numberOfTransactions())
			.param("controlSum", file.controlSum())
			.param("status", file.status().name())
			.param("reason", file.reason())
			.param("createdDate", Timestamps.of(file.createdDate()))
			.param("appliedMessage", appliedMessage)
			.param("content", content)
			.update();
	}

	/** Whether a file with this message type and MsgId was read and applied already. */
	boolean applied(String appliedMessage) {
		return jdbc.sql("SELECT COUNT(*) FROM bank_files WHERE applied_message = :message")
			.param("message", appliedMessage)
			.query(Integer.class)
			.single() > 0;
	}

	void insertTransactions(List<FileTransaction> transactions) {
		if (transactions.isEmpty()) {
			return;
		}
		batch.batchUpdate("INSERT INTO bank_file_transactions (" + TRANSACTION_COLUMNS
				+ ") VALUES (?, ?, ?, ?, ?, ?, ?)", transactions.stream()
			.map(t -> new Object[] { t.endToEndId(), t.fileId(), t.kind().name(), t.tenantId().value(),
					t.instructionId(), t.amount(), t.currencyCode() })
			.toList());
	}

	/** The outgoing transactions these EndToEndIds name, by EndToEndId; unknown ones are missing from the map. */
	Map<String, FileTransaction> transactions(Collection<String> endToEndIds) {
		if (endToEndIds.isEmpty()) {
			return Map.of();
		}
		return jdbc.sql("SELECT " + TRANSACTION_COLUMNS + " FROM bank_file_transactions WHERE end_to_end_id IN (:ids)")
			.param("ids", List.copyOf(endToEndIds))
			.query(BankFileStore::transaction)
			.list()
			.stream()
			.collect(Collectors.toMap(FileTransaction::endToEndId, Function.identity()));
	}

	/** The transactions of an outgoing file. */
	List<FileTransaction> transactionsOf(UUID fileId) {
		return jdbc.sql("SELECT " + TRANSACTION_COLUMNS + " FROM bank_file_transactions WHERE file_id = :fileId "
				+ "ORDER BY end_to_end_id")
			.param("fileId", fileId)
			.query(BankFileStore::transaction)
			.list();
	}

	/** The outgoing file with this MsgId and message type. */
	Optional<BankFileRow> outgoing(String msgId, String messageType) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM bank_files WHERE msg_id = :msgId AND message_type = :type "
				+ "AND direction = 'Outgoing'")
			.param("msgId", msgId)
			.param("type", messageType)
			.query(BankFileStore::row)
			.optional();
	}

	/** Outgoing files stored but not yet written to the outbox, oldest first. */
	List<UUID> notInOutbox() {
		return jdbc.sql("SELECT id FROM bank_files WHERE in_outbox = FALSE AND direction = 'Outgoing' "
				+ "ORDER BY created_date, id")
			.query(UUID.class)
			.list();
	}

	/** The file's name and content. */
	Optional<StoredContent> content(UUID id) {
		return jdbc.sql("SELECT name, content FROM bank_files WHERE id = :id")
			.param("id", id)
			.query((rs, rowNum) -> new StoredContent(rs.getString("name"), Objects.requireNonNull(rs.getBytes("content"))))
			.optional();
	}

	void markInOutbox(UUID id) {
		jdbc.sql("UPDATE bank_files SET in_outbox = TRUE WHERE id = :id").param("id", id).update();
	}

	/** A file as the operator lists it. */
	Optional<BankFile> view(UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM bank_files WHERE id = :id")
			.param("id", id)
			.query(BankFileStore::row)
			.optional()
			.map(BankFileRow::view);
	}

	List<BankFileRow> list(@Nullable BankFileDirection direction, @Nullable BankFileStatus status, PageRequest page) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM bank_files WHERE " + filter(direction, status)
				+ " ORDER BY created_date DESC, id DESC OFFSET :offset ROWS FETCH NEXT :size ROWS ONLY")
			.param("direction", direction == null ? null : direction.name())
			.param("status", status == null ? null : status.name())
			.param("offset", page.offset())
			.param("size", page.recordsPerPage())
			.query(BankFileStore::row)
			.list();
	}

	long count(@Nullable BankFileDirection direction, @Nullable BankFileStatus status) {
		return jdbc.sql("SELECT COUNT(*) FROM bank_files WHERE " + filter(direction, status))
			.param("direction", direction == null ? null : direction.name())
			.param("status", status == null ? null : status.name())
			.query(Long.class)
			.single();
	}

	private static String filter(@Nullable BankFileDirection direction, @Nullable BankFileStatus status) {
		return (direction == null ? "1 = 1" : "direction = :direction") + (status == null ? "" : " AND status = :status");
	}

	private static BankFileRow row(ResultSet rs, int rowNum) throws SQLException {
		return new BankFileRow(rs.getObject("id", UUID.class), rs.getString("name"),
				BankFileDirection.valueOf(rs.getString("direction")), rs.getString("message_type"),
				rs.getString("msg_id"), rs.getInt("number_of_transactions"), rs.getBigDecimal("control_sum"),
				BankFileStatus.valueOf(rs.getString("status")), rs.getString("reason"),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")));
	}

	private static FileTransaction transaction(ResultSet rs, int rowNum) throws SQLException {
		return new FileTransaction(rs.getString("end_to_end_id"), rs.getObject("file_id", UUID.class),
				FileTransaction.Kind.valueOf(rs.getString("kind")), new TenantId(rs.getObject("tenant_id", UUID.class)),
				rs.getObject("instruction_id", UUID.class), rs.getBigDecimal("amount"), rs.getString("currency_code"));
	}

	/** An outgoing file's name and bytes. */
	record StoredContent(String name, byte[] content) {
	}
}
