-- Token buckets of the rate limits, one row per limit and caller (id "<limit name>:<calls>/<period>:<client id>"),
-- written by Bucket4j's PostgreSQL proxy manager so that every instance on the database shares them. Used on
-- PostgreSQL only (H2 keeps the buckets in memory); the table is created on both so that the migrations stay the same.
-- state: Bucket4j's serialised bucket; expires_at: epoch milliseconds after which the bucket would be full again,
-- when the row is deleted.
CREATE TABLE rate_limit_buckets (
    id         VARCHAR(200) NOT NULL PRIMARY KEY,
    state      BYTEA,
    expires_at BIGINT
);
CREATE INDEX rate_limit_buckets_by_expiry_idx ON rate_limit_buckets (expires_at);
