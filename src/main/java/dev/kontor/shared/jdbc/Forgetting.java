package dev.kontor.shared.jdbc;

import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Forgetting what an in-memory cache remembers of rows a transaction changes: at once, and again when the
 * transaction ends (committed or rolled back), so that neither the rows before the change nor the uncommitted ones
 * that another thread may read meanwhile are remembered afterwards.
 */
public final class Forgetting {

	private Forgetting() {
	}

	/** Runs {@code forget} now and, inside a transaction, once more when it completes. */
	public static void nowAndAtTransactionEnd(Runnable forget) {
		forget.run();
		if (TransactionSynchronizationManager.isSynchronizationActive()) {
			TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
				@Override
				public void afterCompletion(int status) {
					forget.run();
				}
			});
		}
	}
}
