package dev.kontor.payments.internal;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The instructions waiting for the bank's answer, of either kind: {@code bank_due_at} is when the simulated bank
 * answers one (null when it does not), and an answer through the operator API names an instruction without its
 * tenant. The kind names the table and its id column; nothing from a request is written into the statements.
 */
@Repository
@RequiredArgsConstructor
class BankQueue {

	/** An instruction due: its tenant and its id. */
	record Due(TenantId tenantId, UUID id) {
	}

	private final JdbcClient jdbc;

	/** Instructions of the kind the simulated bank should have answered by {@code now}, oldest first. */
	List<Due> due(BankInstruction kind, Instant now, int limit) {
		return jdbc.sql("SELECT " + kind.idColumn + ", tenant_id FROM " + kind.table + " WHERE bank_due_at <= :now "
				+ "ORDER BY bank_due_at FETCH FIRST " + limit + " ROWS ONLY")
			.param("now", Timestamps.of(now))
			.query((rs, rowNum) -> new Due(new TenantId(rs.getObject("tenant_id", UUID.class)),
					rs.getObject(kind.idColumn, UUID.class)))
			.list();
	}

	/** The tenant of an instruction, for the bank's answers, which come through the operator API. */
	Optional<TenantId> tenantOf(BankInstruction kind, UUID id) {
		return jdbc.sql("SELECT tenant_id FROM " + kind.table + " WHERE " + kind.idColumn + " = :id")
			.param("id", id)
			.query(UUID.class)
			.optional()
			.map(TenantId::new);
	}

	/** Moves the simulated bank's answer of an instruction it could not answer to {@code dueAt}. */
	void postpone(BankInstruction kind, UUID id, Instant dueAt) {
		jdbc.sql("UPDATE " + kind.table + " SET bank_due_at = :dueAt WHERE " + kind.idColumn + " = :id "
				+ "AND bank_due_at IS NOT NULL")
			.param("dueAt", Timestamps.of(dueAt))
			.param("id", id)
			.update();
	}
}
