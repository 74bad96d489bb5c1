package dev.kontor.orders.fix;

import java.time.Clock;
import java.util.function.IntSupplier;

import lombok.RequiredArgsConstructor;

import quickfix.SessionID;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/** Opens the {@link SessionStore} of a FIX session in the application's database. */
@Component
@OnFixVenue
@RequiredArgsConstructor
class SessionStores {

	private final JdbcTemplate jdbc;

	private final TransactionTemplate transaction;

	private final Clock clock;

	SessionStore open(SessionID session, IntSupplier unapplied) {
		return new SessionStore(jdbc, transaction, session, unapplied, clock);
	}
}
