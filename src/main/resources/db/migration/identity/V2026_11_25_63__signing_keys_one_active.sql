-- At most one active signing key, enforced by the database: is_active is TRUE for the active key and NULL once it is
-- retired (a unique constraint admits any number of NULLs), so that of two concurrent rotations only one commits.
ALTER TABLE signing_keys ADD COLUMN is_active BOOLEAN;
UPDATE signing_keys SET is_active = TRUE WHERE kid = (SELECT kid FROM signing_keys WHERE retired_at IS NULL
    ORDER BY created_at DESC, kid DESC FETCH FIRST 1 ROWS ONLY);
-- Keys left active beside the newest by a past race are retired now; they stay published for their tokens.
UPDATE signing_keys SET retired_at = CURRENT_TIMESTAMP WHERE retired_at IS NULL AND is_active IS NULL;
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_one_active UNIQUE (is_active);
