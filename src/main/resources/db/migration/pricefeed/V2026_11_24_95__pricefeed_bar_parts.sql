-- Each stored group of quotes adds the minute bars of its ticks here, in the transaction that stores the ticks: rows
-- inserted and never updated, so that groups stored at once do not wait for each other and a bar is not rewritten
-- for every group. Folding takes parts out and merges them into pricefeed_bars and the latest quotes in one
-- transaction; readers add the parts not yet folded to the bars they read, in one snapshot. Columns as in
-- pricefeed_bars, start_time being the start of the part's minute.
CREATE TABLE pricefeed_bar_parts (
    series_id     INTEGER                  NOT NULL,
    start_time    TIMESTAMP WITH TIME ZONE NOT NULL,
    open_time     TIMESTAMP WITH TIME ZONE NOT NULL,
    open_price    NUMERIC(20, 7)           NOT NULL,
    high_price    NUMERIC(20, 7)           NOT NULL,
    low_price     NUMERIC(20, 7)           NOT NULL,
    close_time    TIMESTAMP WITH TIME ZONE NOT NULL,
    close_price   NUMERIC(20, 7)           NOT NULL,
    quote_count   BIGINT                   NOT NULL
);

CREATE INDEX ix_pricefeed_bar_parts_series ON pricefeed_bar_parts (series_id, start_time);

-- Folding stores the latest quotes for all instances, and every instance reads those stored since its last look:
-- which instance stored one no longer matters.
ALTER TABLE pricefeed_latest_quotes DROP COLUMN stored_by;
