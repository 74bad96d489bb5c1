-- A rotated key is published at once but signs only from signs_from, once every instance publishes it
-- (kontor.identity.key-publication-delay); the key it replaces signs until then (its retired_at). Keys created
-- before signed from their creation.
ALTER TABLE signing_keys ADD COLUMN signs_from TIMESTAMP WITH TIME ZONE;
UPDATE signing_keys SET signs_from = created_at;
ALTER TABLE signing_keys ALTER COLUMN signs_from SET NOT NULL;
