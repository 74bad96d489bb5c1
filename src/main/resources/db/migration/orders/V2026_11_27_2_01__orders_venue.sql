-- The simulated venue's marks on an order: whether a quote has touched its stop (it then fills as a market or limit
-- order), and the time of the latest quote that filled it, so that one quote fills an order at most once however
-- many instances, events and sweeps look at it.
ALTER TABLE orders ADD COLUMN stop_triggered BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE orders ADD COLUMN last_fill_quote_at TIMESTAMP WITH TIME ZONE;

-- When the venue's end-of-day confirmation (TradeCaptureReport) covered the execution; null until its session ended.
ALTER TABLE order_executions ADD COLUMN captured_at TIMESTAMP WITH TIME ZONE;
CREATE INDEX order_executions_uncaptured_idx ON order_executions (captured_at, date_time);

-- Day orders are found by the end of their session.
CREATE INDEX orders_session_end_idx ON orders (session_end);
