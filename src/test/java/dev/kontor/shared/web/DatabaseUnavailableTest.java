package dev.kontor.shared.web;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;

import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.UncategorizedSQLException;

import dev.kontor.shared.jdbc.BrokenConnections;

import static com.zaxxer.hikari.SQLExceptionOverride.Override.CONTINUE_EVICT;
import static com.zaxxer.hikari.SQLExceptionOverride.Override.MUST_EVICT;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which failures answer 503 (the database cannot be reached) rather than 500: whatever way the driver reports a
 * connection that is gone, also in the middle of a statement, and nothing else; and which the pool drops at once.
 */
class DatabaseUnavailableTest {

	private static UncategorizedSQLException uncategorized(String sqlState) {
		return new UncategorizedSQLException("query", "SELECT 1", new SQLException("failed", sqlState));
	}

	@Test
	void aConnectionLostMidStatementIsTheDatabaseBeingAway() {
		// H2's client when its server's connection closes: IO Exception: "java.io.EOFException" [90028-240]
		assertThat(UnexpectedFailures.isDatabaseUnavailable(uncategorized("90028"))).isTrue();
		// the SQL standard's connection exceptions, e.g. PostgreSQL's 08006 (connection failure)
		assertThat(UnexpectedFailures.isDatabaseUnavailable(uncategorized("08006"))).isTrue();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(uncategorized("08001"))).isTrue();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(new UncategorizedSQLException("query", "SELECT 1",
				new SQLNonTransientConnectionException("The database has been closed", "90121")))).isTrue();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(new SQLRecoverableException("socket closed"))).isTrue();
	}

	@Test
	void theConnectionPoolDropsAConnectionLostMidStatement() {
		BrokenConnections pool = new BrokenConnections();

		assertThat(pool.adjudicate(new SQLException("IO Exception", "90028"))).isEqualTo(MUST_EVICT);
		assertThat(pool.adjudicate(new SQLException("connection failure", "08006"))).isEqualTo(MUST_EVICT);
		assertThat(pool.adjudicate(new SQLNonTransientConnectionException("closed", "90121"))).isEqualTo(MUST_EVICT);
		assertThat(pool.adjudicate(new SQLException("syntax error", "42601"))).isEqualTo(CONTINUE_EVICT);
	}

	@Test
	void aPoolWithoutConnectionsOrARefusedConnectionIsTheDatabaseBeingAway() {
		assertThat(UnexpectedFailures.isDatabaseUnavailable(new DataAccessResourceFailureException("down"))).isTrue();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(
				new IllegalStateException(new SQLTransientConnectionException("pool timed out")))).isTrue();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(new RuntimeException(new ConnectException("refused"))))
			.isTrue();
	}

	@Test
	void otherDatabaseFailuresAreNot() {
		assertThat(UnexpectedFailures.isDatabaseUnavailable(uncategorized("42601"))).isFalse();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(uncategorized("90027"))).isFalse();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(uncategorized(null))).isFalse();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(new DataIntegrityViolationException("duplicate key")))
			.isFalse();
		assertThat(UnexpectedFailures.isDatabaseUnavailable(new IllegalStateException("a bug"))).isFalse();
	}
}
