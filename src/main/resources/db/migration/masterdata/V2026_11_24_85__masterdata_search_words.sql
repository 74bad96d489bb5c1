-- The name's words, each after one space (' apple inc'), on the object and on each of its token rows. Words hold only
-- [a-z0-9], so LIKE '% in%' tells whether the name has a word starting with "in": a search checks its other words
-- on the rows of one word's token range, or walks the objects in name order, without joining another token range.
ALTER TABLE md_objects ADD COLUMN words VARCHAR(1000) DEFAULT '' NOT NULL;
UPDATE md_objects o SET words = COALESCE((SELECT STRING_AGG(' ' || t.token, '' ORDER BY t.token)
    FROM md_name_tokens t WHERE t.object_id = o.id), '');

ALTER TABLE md_name_tokens ADD COLUMN words VARCHAR(1000) DEFAULT '' NOT NULL;
UPDATE md_name_tokens t SET words = (SELECT o.words FROM md_objects o WHERE o.id = t.object_id);

-- The objects in name order with their words: a search for one common word walks it and reads no table rows.
DROP INDEX md_objects_type_name;
CREATE INDEX md_objects_names ON md_objects (object_type, sort_name, id, words);

DROP INDEX md_name_tokens_first;
CREATE INDEX md_name_tokens_first ON md_name_tokens (object_type, token, prev_token, sort_name, object_id, words);

-- Objects per type whose name has a word starting with the prefix, for the prefixes of at least
-- kontor.masterdata.common-prefix-objects objects; rewritten by every import in its transaction. A prefix not listed
-- is rare. Filled by the next import after this migration; until then every prefix counts as rare.
CREATE TABLE md_prefix_counts (
    object_type VARCHAR(20) NOT NULL,
    prefix VARCHAR(100) NOT NULL,
    object_count BIGINT NOT NULL,
    PRIMARY KEY (object_type, prefix)
);
