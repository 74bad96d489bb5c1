package dev.kontor.payments.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.payments.MoneyMovement;
import dev.kontor.payments.MoneyMovements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The back office's reads of direct debits and withdrawals, newest first, each page read from an index by tenant
 * (and client record) and creation time.
 */
@Repository
@RequiredArgsConstructor
class MoneyMovementReads implements MoneyMovements {

	private static final String COLUMNS = "id, client_id, internal_account_id, bank_account_id, amount, "
			+ "currency_code, status, evaluation_id, created_date, updated_date, ";

	/** A deposit's reason code is its own; a withdrawal's is its payment's (a withdrawal has at most one). */
	private static final String DEPOSITS = COLUMNS + "bank_reason_code FROM payment_direct_debits";

	private static final String WITHDRAWALS = COLUMNS + "(SELECT MAX(t.bank_reason_code) FROM payment_credit_transfers t "
			+ "WHERE t.withdrawal_id = w.id) AS bank_reason_code FROM payment_withdrawals w";

	private final JdbcClient jdbc;

	@Override
	public List<MoneyMovement> list(TenantId tenantId, MoneyMovement.Kind kind, @Nullable ClientId clientId,
			int offset, int limit) {
		return jdbc.sql("SELECT " + from(kind) + " WHERE tenant_id = :tenantId"
				+ (clientId == null ? "" : " AND client_id = :clientId")
				+ " ORDER BY created_date DESC, id DESC OFFSET " + Math.clamp(offset, 0, MAX_OFFSET)
				+ " ROWS FETCH NEXT " + Math.clamp(limit, 1, MAX_ROWS) + " ROWS ONLY")
			.param("tenantId", tenantId.value())
			.param("clientId", clientId == null ? null : clientId.value())
			.query((rs, row) -> movement(kind, rs))
			.list();
	}

	@Override
	public Optional<MoneyMovement> find(TenantId tenantId, MoneyMovement.Kind kind, UUID id) {
		return jdbc.sql("SELECT " + from(kind) + " WHERE tenant_id = :tenantId AND id = :id")
			.param("tenantId", tenantId.value())
			.param("id", id)
			.query((rs, row) -> movement(kind, rs))
			.optional();
	}

	private static String from(MoneyMovement.Kind kind) {
		return kind == MoneyMovement.Kind.Deposit ? DEPOSITS : WITHDRAWALS;
	}

	private static MoneyMovement movement(MoneyMovement.Kind kind, ResultSet rs) throws SQLException {
		return new MoneyMovement(rs.getObject("id", UUID.class), kind, rs.getObject("client_id", UUID.class),
				rs.getObject("internal_account_id", UUID.class), rs.getObject("bank_account_id", UUID.class),
				rs.getBigDecimal("amount"), rs.getString("currency_code"), rs.getString("status"),
				rs.getObject("evaluation_id", UUID.class), rs.getString("bank_reason_code"),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")),
				Objects.requireNonNull(Timestamps.instant(rs, "updated_date")));
	}
}
