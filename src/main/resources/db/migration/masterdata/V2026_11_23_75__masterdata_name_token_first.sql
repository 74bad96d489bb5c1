-- The object's token just before each token in token order ('' before its first): a word prefix is a range of
-- tokens, and the rows of the range whose prev_token lies below it are exactly one per matching object. A search
-- thus counts and pages its matches from this index alone, without eliminating duplicates.
ALTER TABLE md_name_tokens ADD COLUMN prev_token VARCHAR(100) DEFAULT '' NOT NULL;

UPDATE md_name_tokens t SET prev_token = COALESCE((SELECT MAX(p.token) FROM md_name_tokens p
    WHERE p.object_id = t.object_id AND p.token < t.token), '');

CREATE INDEX md_name_tokens_first ON md_name_tokens (object_type, token, prev_token, sort_name, object_id);
