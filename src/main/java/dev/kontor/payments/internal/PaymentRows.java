package dev.kontor.payments.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.payments.Money;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentStatus;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of payment instructions. */
@Repository
@RequiredArgsConstructor
class PaymentRows {

	private static final String COLUMNS = "initiator_payment_id, tenant_id, withdrawal_id, client_id, amount, "
			+ "currency_code, status, creditor_iban, bank_due_at, created_date, updated_date";

	private final JdbcClient jdbc;

	void insert(PaymentRow row) {
		row.progress()
			.bind(jdbc.sql("INSERT INTO payment_credit_transfers (" + COLUMNS + ") VALUES (:id, :tenantId, "
					+ ":withdrawalId, :clientId, :amount, :currencyCode, :status, :creditorIban, :bankDueAt, "
					+ ":createdDate, :updatedDate)"))
			.param("id", row.id().value())
			.param("tenantId", row.tenantId().value())
			.param("withdrawalId", row.withdrawalId())
			.param("clientId", row.clientId().value())
			.param("amount", row.money().amount())
			.param("currencyCode", row.money().currencyCode())
			.param("creditorIban", row.creditorIban())
			.param("createdDate", Timestamps.of(row.createdDate()))
			.update();
	}

	/** Writes a change over the status it was read in; false, writing nothing, when it was moved meanwhile. */
	boolean update(PaymentRow row, PaymentStatus readStatus) {
		return row.progress()
			.bind(jdbc.sql("UPDATE payment_credit_transfers SET status = :status, bank_due_at = :bankDueAt, "
					+ "updated_date = :updatedDate WHERE initiator_payment_id = :id AND status = :readStatus"))
			.param("id", row.id().value())
			.param("readStatus", readStatus.name())
			.update() == 1;
	}

	/** Marks a created payment for the next cut-off's file. */
	void awaitFile(PaymentId id) {
		jdbc.sql("UPDATE payment_credit_transfers SET awaiting_file = TRUE WHERE initiator_payment_id = :id")
			.param("id", id.value())
			.update();
	}

	/**
	 * The payments waiting for a file, oldest first, at most {@code limit}, locked and no longer waiting: the
	 * caller's transaction sends them. Rows another cut-off holds are skipped.
	 */
	List<PaymentRow> takeAwaitingFile(int limit) {
		List<PaymentRow> taken = jdbc.sql("SELECT " + COLUMNS + " FROM payment_credit_transfers "
				+ "WHERE awaiting_file = TRUE ORDER BY created_date, initiator_payment_id FETCH FIRST :limit ROWS ONLY "
				+ "FOR UPDATE SKIP LOCKED")
			.param("limit", limit)
			.query(PaymentRows::row)
			.list();
		if (!taken.isEmpty()) {
			jdbc.sql("UPDATE payment_credit_transfers SET awaiting_file = FALSE WHERE initiator_payment_id IN (:ids)")
				.param("ids", taken.stream().map(row -> row.id().value()).toList())
				.update();
		}
		return taken;
	}

	/** Keeps the bank's reason code of a rejection with the payment. */
	void reasonCode(PaymentId id, String code) {
		jdbc.sql("UPDATE payment_credit_transfers SET bank_reason_code = :code WHERE initiator_payment_id = :id")
			.param("code", code)
			.param("id", id.value())
			.update();
	}

	Optional<PaymentRow> find(TenantId tenantId, PaymentId id) {
		return select(tenantId, id, "");
	}

	Optional<PaymentRow> lock(TenantId tenantId, PaymentId id) {
		return select(tenantId, id, " FOR UPDATE");
	}

	private Optional<PaymentRow> select(TenantId tenantId, PaymentId id, String lock) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM payment_credit_transfers "
				+ "WHERE initiator_payment_id = :id AND tenant_id = :tenantId" + lock)
			.param("id", id.value())
			.param("tenantId", tenantId.value())
			.query(PaymentRows::row)
			.optional();
	}

	private static PaymentRow row(ResultSet rs, int rowNum) throws SQLException {
		return new PaymentRow(new PaymentId(rs.getObject("initiator_payment_id", UUID.class)),
				new TenantId(rs.getObject("tenant_id", UUID.class)), rs.getObject("withdrawal_id", UUID.class),
				new ClientId(rs.getObject("client_id", UUID.class)),
				new Money(rs.getBigDecimal("amount"), rs.getString("currency_code")), rs.getString("creditor_iban"),
				Progress.of(rs, PaymentStatus.class),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")));
	}
}
