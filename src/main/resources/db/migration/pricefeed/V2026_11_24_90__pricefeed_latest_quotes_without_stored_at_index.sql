-- Every stored quote changed stored_at, and an index on it kept PostgreSQL from updating latest quotes in place
-- (HOT): each group of quotes left a dead index entry and row version per instrument. The instances' look for
-- quotes others stored reads the table whole instead: one row per instrument.
DROP INDEX ix_pricefeed_latest_quotes_stored_at;
