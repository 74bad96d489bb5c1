-- Optimistic locking: every change of a bank account, its validation or its documents increments the account's
-- version; a status change names the version it read and fails when the account has moved on since.
ALTER TABLE bank_accounts ADD COLUMN version BIGINT DEFAULT 0 NOT NULL;
