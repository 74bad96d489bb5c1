package dev.kontor.shared.jdbc;

import javax.sql.DataSource;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Has PostgreSQL plan every statement of the caller's transaction for its parameters and the tables as they are
 * ({@code SET LOCAL plan_cache_mode = force_custom_plan}; nothing on H2). For a transaction that runs the same
 * statement by key thousands of times on a table that grows fast: the driver prepares a statement on the server after
 * five uses, and PostgreSQL then keeps a generic plan made while the table was nearly empty, a sequential scan whose
 * cost grows with the table, until an {@code ANALYZE} (autovacuum's, when it runs) replaces it. Planning each
 * statement costs about a tenth of a millisecond.
 */
@Component
public class CustomPlans {

	private final JdbcClient jdbc;

	private final boolean postgres;

	CustomPlans(JdbcClient jdbc, DataSource dataSource) {
		this.jdbc = jdbc;
		this.postgres = Databases.isPostgres(Databases.productNameOf(dataSource));
	}

	/** For the rest of the caller's transaction, which must be open. */
	public void forThisTransaction() {
		if (postgres) {
			jdbc.sql("SET LOCAL plan_cache_mode = force_custom_plan").update();
		}
	}
}
