package dev.kontor.shared.jdbc;

import java.sql.SQLException;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Connections of their own, beside the application's pool, for background work that must keep going when requests
 * take every pooled connection (webhook delivery while thousands of events a second arrive): the same database, user
 * and driver settings as the application's pool, a few connections, and its own transactions.
 *
 * <p>On PostgreSQL each statement sent through it is planned for its parameters every time
 * ({@code plan_cache_mode = force_custom_plan}): a queue's tables grow from nothing to millions of rows faster than
 * statistics follow, and a generic plan chosen while a table was nearly empty (a sequential scan) would otherwise be
 * kept for the connection's life, however large the table grows. Planning a statement costs a fraction of a
 * millisecond.
 *
 * <p>When the application's pool is not a Hikari pool, its settings cannot be copied, and the work uses the
 * application's pool.
 */
public final class DedicatedPool implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(DedicatedPool.class);

	private final DataSource dataSource;

	private final boolean own;

	private final boolean postgres;

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final TransactionTemplate transaction;

	private DedicatedPool(DataSource dataSource, boolean own, boolean postgres) {
		this.dataSource = dataSource;
		this.own = own;
		this.postgres = postgres;
		this.jdbc = JdbcClient.create(dataSource);
		this.batch = new NamedParameterJdbcTemplate(dataSource);
		this.transaction = new TransactionTemplate(new DataSourceTransactionManager(dataSource));
	}

	/** A pool named {@code name} of at most {@code size} connections, set up as {@code main} is. */
	public static DedicatedPool beside(DataSource main, String name, int size) {
		boolean postgres = Databases.isPostgres(Databases.productNameOf(main));
		HikariDataSource hikari = hikariOf(main);
		if (hikari == null) {
			log.info("The application's connection pool is not a Hikari pool; {} uses it", name);
			return new DedicatedPool(main, false, postgres);
		}
		HikariConfig config = new HikariConfig();
		hikari.copyStateTo(config);
		config.setPoolName(name);
		config.setMaximumPoolSize(size);
		config.setMinimumIdle(1);
		config.setConnectionInitSql(postgres ? "SET plan_cache_mode = force_custom_plan" : null);
		return new DedicatedPool(new HikariDataSource(config), true, postgres);
	}

	private static HikariDataSource hikariOf(DataSource dataSource) {
		try {
			return dataSource.isWrapperFor(HikariDataSource.class) ? dataSource.unwrap(HikariDataSource.class) : null;
		}
		catch (SQLException ex) {
			return null;
		}
	}

	public JdbcClient jdbc() {
		return jdbc;
	}

	/** For JDBC batches: one round trip for many rows. */
	public NamedParameterJdbcTemplate batch() {
		return batch;
	}

	/** Transactions on this pool's connections. */
	public TransactionTemplate transaction() {
		return transaction;
	}

	public boolean postgres() {
		return postgres;
	}

	@Override
	public void close() {
		if (own && dataSource instanceof HikariDataSource hikari) {
			hikari.close();
		}
	}
}
