package dev.kontor.shared.jdbc;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;

import com.zaxxer.hikari.SQLExceptionOverride;

/**
 * Tells Hikari to drop a pooled connection whose driver reported it broken. Hikari evicts on SQL states of class
 * 08 and a few vendor codes; H2 reports a connection whose socket went away as "database is already closed"
 * (state 90121), which Hikari would hand out again and again while requests keep the connection busy, so the
 * application would not recover by itself when the database comes back. Named in {@code application.yml}
 * ({@code spring.datasource.hikari.exception-override-class-name}).
 */
public final class BrokenConnections implements SQLExceptionOverride {

	@java.lang.Override
	public SQLExceptionOverride.Override adjudicate(SQLException failure) {
		return failure instanceof SQLNonTransientConnectionException || failure instanceof SQLRecoverableException
				? SQLExceptionOverride.Override.MUST_EVICT : SQLExceptionOverride.Override.CONTINUE_EVICT;
	}
}
