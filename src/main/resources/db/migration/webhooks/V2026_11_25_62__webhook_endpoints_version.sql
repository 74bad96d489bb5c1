-- Optimistic locking: every change of a webhook endpoint increments its version and names the version it read.
ALTER TABLE webhook_endpoints ADD COLUMN version BIGINT DEFAULT 0 NOT NULL;
