package dev.kontor.accounts.internal;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The numbers of new accounts (contract section 15): nine digits from the database's sequence
 * {@code account_number_bases}, which both kinds of account share, and a Luhn check digit. A sequence never hands
 * out a value twice, so accounts opened at once in concurrent transactions get different numbers without waiting
 * for each other; the unique index per tenant stays as the guard.
 */
@Component
@RequiredArgsConstructor
class AccountNumbers {

	private final JdbcClient jdbc;

	String next() {
		long base = jdbc.sql("SELECT nextval('account_number_bases')").query(Long.class).single();
		return Luhn.withCheckDigit(Long.toString(base));
	}
}
