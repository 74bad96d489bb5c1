package dev.kontor.payments.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.payments.MandateId;
import dev.kontor.payments.MandateStatus;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of mandates. */
@Repository
@RequiredArgsConstructor
class Mandates {

	private static final String COLUMNS = "id, tenant_id, client_id, bank_account_id, internal_account_id, status, "
			+ "created_user_id, created_date, updated_date";

	private final JdbcClient jdbc;

	void insert(MandateRow mandate) {
		mandate.route()
			.bind(jdbc.sql("INSERT INTO payment_mandates (" + COLUMNS + ") VALUES (:id, :tenantId, :clientId, "
					+ ":bankAccountId, :internalAccountId, :status, :createdUserId, :createdDate, :updatedDate)"))
			.param("id", mandate.id().value())
			.param("status", mandate.status().name())
			.param("createdUserId", mandate.createdUserId())
			.param("createdDate", Timestamps.of(mandate.createdDate()))
			.param("updatedDate", Timestamps.of(mandate.updatedDate()))
			.update();
	}

	Optional<MandateRow> find(TenantId tenantId, MandateId id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM payment_mandates WHERE id = :id AND tenant_id = :tenantId")
			.param("id", id.value())
			.param("tenantId", tenantId.value())
			.query(Mandates::row)
			.optional();
	}

	/** Writes a change of status over the status it was read in; false when another transaction changed it. */
	boolean updateStatus(MandateRow mandate, MandateStatus readStatus) {
		return jdbc.sql("UPDATE payment_mandates SET status = :status, updated_date = :updatedDate "
				+ "WHERE id = :id AND tenant_id = :tenantId AND status = :readStatus")
			.param("status", mandate.status().name())
			.param("updatedDate", Timestamps.of(mandate.updatedDate()))
			.param("id", mandate.id().value())
			.param("tenantId", mandate.route().tenantId().value())
			.param("readStatus", readStatus.name())
			.update() == 1;
	}

	private static MandateRow row(ResultSet rs, int rowNum) throws SQLException {
		return new MandateRow(new MandateId(rs.getObject("id", UUID.class)), MoneyRoute.of(rs),
				MandateStatus.valueOf(rs.getString("status")), rs.getObject("created_user_id", UUID.class),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")),
				Objects.requireNonNull(Timestamps.instant(rs, "updated_date")));
	}
}
