package dev.kontor.bankaccounts.internal;

import java.util.Map;

import dev.kontor.bankaccounts.ChangeTrail;
import dev.kontor.shared.jdbc.Timestamps;

/** The named parameters of a {@link ChangeTrail} in the statements of the bank account tables. */
final class TrailParameters {

	private TrailParameters() {
	}

	/** For a new row: {@code :createdDate}, {@code :createdUserId} and those of {@link #ofChange}. */
	static Map<String, Object> ofNew(ChangeTrail trail) {
		return Map.of("createdDate", Timestamps.of(trail.createdDate()), "updatedDate",
				Timestamps.of(trail.updatedDate()), "createdUserId", trail.createdUserId(), "updatedUserId",
				trail.updatedUserId());
	}

	/** For a change of a row: {@code :updatedDate} and {@code :updatedUserId}. */
	static Map<String, Object> ofChange(ChangeTrail trail) {
		return Map.of("updatedDate", Timestamps.of(trail.updatedDate()), "updatedUserId", trail.updatedUserId());
	}
}
