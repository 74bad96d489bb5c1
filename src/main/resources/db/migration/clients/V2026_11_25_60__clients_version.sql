-- Optimistic locking: every write of a client record increments its version and names the version it read, so that
-- a write made on a stale read (a details update racing a move to Deleted) fails instead of undoing the other.
ALTER TABLE clients ADD COLUMN version BIGINT DEFAULT 0 NOT NULL;
