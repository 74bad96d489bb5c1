package dev.kontor.payments.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient.StatementSpec;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Where an instruction the bank answers stands: its status, when the simulated bank answers it ({@code bankDueAt},
 * null when it does not) and when it last changed. A move writes these and nothing else.
 */
record Progress<S extends Enum<S>>(S status, @Nullable Instant bankDueAt, Instant updatedDate) {

	/** The progress columns of a payment or direct debit row, its status one of {@code statuses}. */
	static <S extends Enum<S>> Progress<S> of(ResultSet rs, Class<S> statuses) throws SQLException {
		return new Progress<>(Enum.valueOf(statuses, rs.getString("status")), Timestamps.instant(rs, "bank_due_at"),
				Objects.requireNonNull(Timestamps.instant(rs, "updated_date")));
	}

	/** The statement with the progress bound to {@code :status}, {@code :bankDueAt} and {@code :updatedDate}. */
	StatementSpec bind(StatementSpec statement) {
		return statement.param("status", status.name())
			.param("bankDueAt", Timestamps.of(bankDueAt))
			.param("updatedDate", Timestamps.of(updatedDate));
	}
}
