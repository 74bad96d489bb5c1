package dev.kontor.payments.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.core.simple.JdbcClient.StatementSpec;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.ReservationId;
import dev.kontor.payments.Money;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.WithdrawalStatus;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of withdrawal requests. */
@Repository
@RequiredArgsConstructor
class Withdrawals {

	private static final String COLUMNS = "id, tenant_id, internal_account_id, initiator_withdrawal_request_id, "
			+ "client_id, bank_account_id, amount, currency_code, status, evaluation_id, reservation_id, "
			+ "initiator_payment_id, created_user_id, created_date, updated_date";

	private final JdbcClient jdbc;

	void insert(WithdrawalRow row) {
		progress(row.route()
			.bind(jdbc.sql("INSERT INTO payment_withdrawals (" + COLUMNS + ") VALUES (:id, :tenantId, "
					+ ":internalAccountId, :initiatorId, :clientId, :bankAccountId, :amount, :currencyCode, :status, "
					+ ":evaluationId, :reservationId, :paymentId, :createdUserId, :createdDate, :updatedDate)")),
				row.progress())
			.param("id", row.id())
			.param("initiatorId", row.initiatorWithdrawalRequestId())
			.param("amount", row.money().amount())
			.param("currencyCode", row.money().currencyCode())
			.param("reservationId", row.reservationId().value())
			.param("createdUserId", row.createdUserId())
			.param("createdDate", Timestamps.of(row.createdDate()))
			.update();
	}

	/** Writes a change over the status it was read in; false, writing nothing, when it was moved meanwhile. */
	boolean update(WithdrawalRow row, WithdrawalStatus readStatus) {
		return progress(jdbc.sql("UPDATE payment_withdrawals SET status = :status, evaluation_id = :evaluationId, "
				+ "initiator_payment_id = :paymentId, updated_date = :updatedDate "
				+ "WHERE id = :id AND status = :readStatus"), row.progress())
			.param("id", row.id())
			.param("readStatus", readStatus.name())
			.update() == 1;
	}

	Optional<WithdrawalRow> find(TenantId tenantId, InternalAccountId internalAccountId, UUID initiatorId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM payment_withdrawals WHERE tenant_id = :tenantId "
				+ "AND internal_account_id = :internalAccountId AND initiator_withdrawal_request_id = :initiatorId")
			.param("tenantId", tenantId.value())
			.param("internalAccountId", internalAccountId.value())
			.param("initiatorId", initiatorId)
			.query(Withdrawals::row)
			.optional();
	}

	Optional<WithdrawalRow> lock(UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM payment_withdrawals WHERE id = :id FOR UPDATE")
			.param("id", id)
			.query(Withdrawals::row)
			.optional();
	}

	/** The request waiting for this evaluation, locked. */
	Optional<WithdrawalRow> lockEvaluating(TenantId tenantId, UUID evaluationId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM payment_withdrawals WHERE evaluation_id = :evaluationId "
				+ "AND tenant_id = :tenantId AND status = 'Evaluating' FOR UPDATE")
			.param("evaluationId", evaluationId)
			.param("tenantId", tenantId.value())
			.query(Withdrawals::row)
			.optional();
	}

	/** The statement with what a move writes bound: its status, evaluation, payment and time. */
	private static StatementSpec progress(StatementSpec statement, WithdrawalProgress progress) {
		PaymentId payment = progress.paymentId();
		return statement.param("status", progress.status().name())
			.param("evaluationId", progress.evaluationId())
			.param("paymentId", payment == null ? null : payment.value())
			.param("updatedDate", Timestamps.of(progress.updatedDate()));
	}

	private static WithdrawalRow row(ResultSet rs, int rowNum) throws SQLException {
		UUID payment = rs.getObject("initiator_payment_id", UUID.class);
		return new WithdrawalRow(rs.getObject("id", UUID.class),
				rs.getObject("initiator_withdrawal_request_id", UUID.class), MoneyRoute.of(rs),
				new Money(rs.getBigDecimal("amount"), rs.getString("currency_code")),
				new ReservationId(rs.getObject("reservation_id", UUID.class)),
				new WithdrawalProgress(WithdrawalStatus.valueOf(rs.getString("status")),
						rs.getObject("evaluation_id", UUID.class), payment == null ? null : new PaymentId(payment),
						Objects.requireNonNull(Timestamps.instant(rs, "updated_date"))),
				rs.getObject("created_user_id", UUID.class),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")));
	}
}
