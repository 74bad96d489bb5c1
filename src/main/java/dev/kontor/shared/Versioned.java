package dev.kontor.shared;

import org.jspecify.annotations.Nullable;

/**
 * A record as read or written together with its version, which every write of the record increments. A write made
 * on the strength of a read names the version read and fails when the record has moved on since (optimistic
 * locking); the version also serves as the record's entity tag.
 */
public record Versioned<T>(T value, long version) {

	/** The record written over this version: the version the write gave it. */
	public <U> Versioned<U> next(U written) {
		return new Versioned<>(written, version + 1);
	}

	/** Whether a caller who expects {@code expected} (null: any version) may write over this version. */
	public boolean matches(@Nullable Long expected) {
		return expected == null || expected.longValue() == version;
	}
}
