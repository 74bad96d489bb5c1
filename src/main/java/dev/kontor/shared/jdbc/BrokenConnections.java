package dev.kontor.shared.jdbc;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;

import com.zaxxer.hikari.SQLExceptionOverride;

/**
 * Tells Hikari to drop a pooled connection whose driver reported it broken. Hikari evicts on SQL states of class
 * 08 and a few vendor codes; H2 reports a connection whose socket went away as "database is already closed"
 * (state 90121), which Hikari would hand out again and again while requests keep the connection busy, so the
 * application would not recover by itself when the database comes back; a socket that closes in the middle of a
 * statement H2 reports as an input/output error (state 90028). Named in {@code application.yml}
 * ({@code spring.datasource.hikari.exception-override-class-name}).
 */
public final class BrokenConnections implements SQLExceptionOverride {

	/** SQL state class of a connection exception (SQL standard; PostgreSQL's 08006 when a connection breaks). */
	private static final String CONNECTION_EXCEPTION = "08";

	/** H2's state (and error code) for an input/output failure, such as its server's socket closing. */
	private static final String H2_IO_EXCEPTION = "90028";

	@java.lang.Override
	public SQLExceptionOverride.Override adjudicate(SQLException failure) {
		return isBroken(failure) ? SQLExceptionOverride.Override.MUST_EVICT
				: SQLExceptionOverride.Override.CONTINUE_EVICT;
	}

	/**
	 * Whether the driver reports the connection itself gone (not a statement refused on a working connection): also
	 * by SQL state alone, a connection exception (class 08, which Hikari evicts on by itself) or H2's input/output
	 * error.
	 */
	public static boolean isBroken(SQLException failure) {
		String state = failure.getSQLState();
		return failure instanceof SQLNonTransientConnectionException || failure instanceof SQLRecoverableException
				|| state != null && (state.startsWith(CONNECTION_EXCEPTION) || state.equals(H2_IO_EXCEPTION));
	}
}
