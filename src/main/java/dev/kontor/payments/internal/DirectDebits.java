package dev.kontor.payments.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.MandateId;
import dev.kontor.payments.Money;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of direct debit instructions. */
@Repository
@RequiredArgsConstructor
class DirectDebits {

	private static final String COLUMNS = "id, tenant_id, mandate_id, client_id, bank_account_id, internal_account_id, "
			+ "amount, currency_code, status, evaluation_id, bank_due_at, created_user_id, created_date, updated_date";

	/** Instructions locked by one statement: PostgreSQL binds at most 32,767 parameters. */
	private static final int LOCKED_AT_ONCE = 1_000;

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	void insert(DirectDebitRow row) {
		JdbcClient.StatementSpec insert = jdbc.sql("INSERT INTO payment_direct_debits (" + COLUMNS + ") VALUES (:id, "
				+ ":tenantId, :mandateId, :clientId, :bankAccountId, :internalAccountId, :amount, :currencyCode, :status, "
				+ ":evaluationId, :bankDueAt, :createdUserId, :createdDate, :updatedDate)");
		row.progress()
			.bind(row.route().bind(insert))
			.param("id", row.id().value())
			.param("mandateId", row.mandateId().value())
			.param("amount", row.money().amount())
			.param("currencyCode", row.money().currencyCode())
			.param("evaluationId", row.evaluationId())
			.param("createdUserId", row.createdUserId())
			.param("createdDate", Timestamps.of(row.createdDate()))
			.update();
	}

	/**
	 * Writes a change of status (and the evaluation and the simulated bank's due time with it) over the status it
	 * was read in; answers false, writing nothing, when another transaction moved it meanwhile.
	 */
	boolean update(DirectDebitRow row, DirectDebitStatus readStatus) {
		return row.progress()
			.bind(jdbc.sql("UPDATE payment_direct_debits SET status = :status, evaluation_id = :evaluationId, "
					+ "bank_due_at = :bankDueAt, updated_date = :updatedDate "
					+ "WHERE id = :id AND tenant_id = :tenantId AND status = :readStatus"))
			.param("evaluationId", row.evaluationId())
			.param("id", row.id().value())
			.param("tenantId", row.route().tenantId().value())
			.param("readStatus", readStatus.name())
			.update() == 1;
	}

	/** Marks an approved instruction for the next cut-off's file. */
	void awaitFile(DirectDebitId id) {
		jdbc.sql("UPDATE payment_direct_debits SET awaiting_file = TRUE WHERE id = :id").param("id", id.value()).update();
	}

	/**
	 * The instructions waiting for a file, oldest first, at most {@code limit}, locked and no longer waiting: the
	 * caller's transaction uploads them. Rows another cut-off holds are skipped.
	 */
	List<DirectDebitRow> takeAwaitingFile(int limit) {
		List<DirectDebitRow> taken = jdbc.sql("SELECT " + COLUMNS + " FROM payment_direct_debits "
				+ "WHERE awaiting_file = TRUE ORDER BY created_date, id FETCH FIRST :limit ROWS ONLY "
				+ "FOR UPDATE SKIP LOCKED")
			.param("limit", limit)
			.query(DirectDebits::row)
			.list();
		if (!taken.isEmpty()) {
			jdbc.sql("UPDATE payment_direct_debits SET awaiting_file = FALSE WHERE id IN (:ids)")
				.param("ids", taken.stream().map(row -> row.id().value()).toList())
				.update();
		}
		return taken;
	}

	/**
	 * The mandates among {@code mandateIds} that have collected before, or have a collection on its way: their next
	 * collection is a recurring one (sequence type RCUR), the others' a first one (FRST).
	 */
	Set<MandateId> mandatesCollectedBefore(Collection<MandateId> mandateIds) {
		if (mandateIds.isEmpty()) {
			return Set.of();
		}
		return jdbc.sql("SELECT DISTINCT mandate_id FROM payment_direct_debits WHERE mandate_id IN (:ids) "
				+ "AND status IN ('Uploaded', 'Received', 'Reverted')")
			.param("ids", mandateIds.stream().map(MandateId::value).toList())
			.query((rs, rowNum) -> new MandateId(rs.getObject("mandate_id", UUID.class)))
			.set();
	}

	/**
	 * Writes the answered instructions in one batch, each over the status it was locked in, keeping its reason code
	 * where it has one; answers false when one of them was not found in that status.
	 */
	boolean updateAnswered(List<AnsweredDirectDebit> answered) {
		SqlParameterSource[] rows = answered.stream().map(DirectDebits::parameters).toArray(SqlParameterSource[]::new);
		int[] counts = batch.batchUpdate("UPDATE payment_direct_debits SET status = :status, bank_due_at = :bankDueAt, "
				+ "updated_date = :updatedDate, bank_reason_code = COALESCE(:reasonCode, bank_reason_code) "
				+ "WHERE id = :id AND tenant_id = :tenantId AND status = :readStatus", rows);
		return Arrays.stream(counts).allMatch(count -> count == 1 || count == Statement.SUCCESS_NO_INFO);
	}

	private static SqlParameterSource parameters(AnsweredDirectDebit answered) {
		DirectDebitRow row = answered.row();
		Progress<DirectDebitStatus> progress = row.progress();
		return new MapSqlParameterSource().addValue("status", progress.status().name())
			.addValue("bankDueAt", Timestamps.of(progress.bankDueAt()))
			.addValue("updatedDate", Timestamps.of(progress.updatedDate()))
			.addValue("reasonCode", answered.reasonCode())
			.addValue("id", row.id().value())
			.addValue("tenantId", row.route().tenantId().value())
			.addValue("readStatus", answered.lockedStatus().name());
	}

	Optional<DirectDebitRow> find(TenantId tenantId, DirectDebitId id) {
		return find("id = :id AND tenant_id = :tenantId", tenantId, id.value(), false);
	}

	/** The instruction, its row locked until the transaction ends, so that its changes take turns. */
	Optional<DirectDebitRow> lock(TenantId tenantId, DirectDebitId id) {
		return find("id = :id AND tenant_id = :tenantId", tenantId, id.value(), true);
	}

	/**
	 * The tenant's instructions among {@code ids}, their rows locked until the transaction ends, in the order of
	 * their ids (two callers over overlapping instructions wait for each other rather than deadlock).
	 *
	 * @throws NotFound from {@code unknown} when the tenant has no instruction of one of the ids
	 */
	Map<DirectDebitId, DirectDebitRow> lockAll(TenantId tenantId, Collection<DirectDebitId> ids,
			Supplier<NotFound> unknown) {
		List<UUID> sorted = ids.stream().map(DirectDebitId::value).distinct().sorted().toList();
		Map<DirectDebitId, DirectDebitRow> locked = new HashMap<>();
		for (int from = 0; from < sorted.size(); from += LOCKED_AT_ONCE) {
			jdbc.sql("SELECT " + COLUMNS + " FROM payment_direct_debits WHERE tenant_id = :tenantId AND id IN (:ids) "
					+ "ORDER BY id FOR UPDATE")
				.param("tenantId", tenantId.value())
				.param("ids", sorted.subList(from, Math.min(sorted.size(), from + LOCKED_AT_ONCE)))
				.query(DirectDebits::row)
				.list()
				.forEach(row -> locked.put(row.id(), row));
		}
		if (locked.size() < sorted.size()) {
			throw unknown.get();
		}
		return locked;
	}

	/** The instruction waiting for this evaluation, locked. */
	Optional<DirectDebitRow> lockEvaluating(TenantId tenantId, UUID evaluationId) {
		return find("evaluation_id = :id AND tenant_id = :tenantId AND status = 'Evaluating'", tenantId, evaluationId,
				true);
	}

	private Optional<DirectDebitRow> find(String condition, TenantId tenantId, UUID id, boolean forUpdate) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM payment_direct_debits WHERE " + condition
				+ (forUpdate ? " FOR UPDATE" : ""))
			.param("id", id)
			.param("tenantId", tenantId.value())
			.query(DirectDebits::row)
			.optional();
	}

	private static DirectDebitRow row(ResultSet rs, int rowNum) throws SQLException {
		return new DirectDebitRow(new DirectDebitId(rs.getObject("id", UUID.class)),
				new MandateId(rs.getObject("mandate_id", UUID.class)), MoneyRoute.of(rs),
				new Money(rs.getBigDecimal("amount"), rs.getString("currency_code")),
				Progress.of(rs, DirectDebitStatus.class),
				rs.getObject("evaluation_id", UUID.class), rs.getObject("created_user_id", UUID.class),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")));
	}
}
