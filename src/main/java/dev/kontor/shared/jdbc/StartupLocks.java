package dev.kontor.shared.jdbc;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Start-up work (seeding) that instances starting at the same moment on one database do one at a time: each runs it
 * in a transaction that first locks the work's row in {@code startup_locks}, so the next one waits until the first
 * has committed and then sees what it made. A lock in the database, because the instances share nothing else; it
 * works the same on H2 and PostgreSQL.
 */
@Component
public class StartupLocks {

	private final JdbcClient jdbc;

	private final TransactionTemplate transaction;

	private final TransactionTemplate ownTransaction;

	StartupLocks(JdbcClient jdbc, PlatformTransactionManager transactions) {
		this.jdbc = jdbc;
		this.transaction = new TransactionTemplate(transactions);
		this.ownTransaction = new TransactionTemplate(transactions);
		this.ownTransaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
	}

	/** Runs {@code work} in one transaction, while no other instance runs work of this name. */
	public void holding(String name, Runnable work) {
		ensureRow(name);
		transaction.executeWithoutResult(status -> {
			jdbc.sql("SELECT name FROM startup_locks WHERE name = :name FOR UPDATE")
				.param("name", name)
				.query(String.class)
				.single();
			work.run();
		});
	}

	private void ensureRow(String name) {
		try {
			ownTransaction.executeWithoutResult(status -> jdbc
				.sql("INSERT INTO startup_locks (name) SELECT :name WHERE NOT EXISTS "
						+ "(SELECT 1 FROM startup_locks WHERE name = :name)")
				.param("name", name)
				.update());
		}
		catch (DuplicateKeyException anotherInstanceInsertedIt) {
			// the row is there, which is all the lock needs
		}
	}
}
