-- A user's roles in its tenant (contract section 3): space-separated names of operator, aml-officer, user.
-- Users created before roles existed are plain users.
ALTER TABLE users ADD COLUMN roles VARCHAR(100) DEFAULT 'user' NOT NULL;
