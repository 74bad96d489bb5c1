package dev.kontor.shared.ratelimit;

/** Where the buckets live ({@code kontor.rate-limits.store}). */
public enum RateLimitStore {

	/** The database on PostgreSQL (several instances may share it), memory otherwise. */
	AUTO,

	/** PostgreSQL's {@code rate_limit_buckets}, shared by every instance on the database. */
	DATABASE,

	/** This instance's memory: right for a single instance only. */
	MEMORY
}
