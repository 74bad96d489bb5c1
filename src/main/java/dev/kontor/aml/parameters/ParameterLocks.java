package dev.kontor.aml.parameters;

import java.util.UUID;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Serialises the writes of records of one tenant and family across threads and instances: the caller's transaction
 * locks the family's row in {@code aml_parameter_locks} until it ends, so that a range checked against the active
 * records stays free until the new record is committed, and raises the row's version, which tells readers that
 * keep the active records in memory that they changed.
 */
@Repository
class ParameterLocks {

	private final JdbcClient jdbc;

	private final TransactionTemplate savepoint;

	ParameterLocks(JdbcClient jdbc, PlatformTransactionManager transactions) {
		this.jdbc = jdbc;
		this.savepoint = new TransactionTemplate(transactions);
		this.savepoint.setPropagationBehavior(TransactionDefinition.PROPAGATION_NESTED);
	}

	/**
	 * Locks the row of the tenant and family within the current transaction, creating it on first use, and raises
	 * its version.
	 */
	void lockForWrite(UUID tenantId, ParameterFamily family) {
		if (selectForUpdate(tenantId, family) == 0) {
			insertUnlessPresent(tenantId, family);
			selectForUpdate(tenantId, family);
		}
		jdbc.sql("UPDATE aml_parameter_locks SET version = version + 1 WHERE tenant_id = :tenantId AND family = :family")
			.param("tenantId", tenantId)
			.param("family", family.name())
			.update();
	}

	/** The sum of the tenant's versions: it grows with every committed write of the tenant's records. */
	long version(UUID tenantId) {
		return jdbc.sql("SELECT COALESCE(SUM(version), 0) FROM aml_parameter_locks WHERE tenant_id = :tenantId")
			.param("tenantId", tenantId)
			.query(Long.class)
			.single();
	}

	private int selectForUpdate(UUID tenantId, ParameterFamily family) {
		return jdbc.sql("SELECT tenant_id FROM aml_parameter_locks WHERE tenant_id = :tenantId AND family = :family "
				+ "FOR UPDATE")
			.param("tenantId", tenantId)
			.param("family", family.name())
			.query(UUID.class)
			.list()
			.size();
	}

	/**
	 * Two first writers may insert the row at once; the loser's insert fails inside a savepoint, which PostgreSQL
	 * needs to go on with the transaction after a failed statement, and it then waits for the winner's lock.
	 */
	private void insertUnlessPresent(UUID tenantId, ParameterFamily family) {
		try {
			savepoint.executeWithoutResult(status -> jdbc
				.sql("INSERT INTO aml_parameter_locks (tenant_id, family) VALUES (:tenantId, :family)")
				.param("tenantId", tenantId)
				.param("family", family.name())
				.update());
		}
		catch (DuplicateKeyException ex) {
			// inserted by a concurrent first writer: its row is locked next, as if it had always been there
		}
	}
}
