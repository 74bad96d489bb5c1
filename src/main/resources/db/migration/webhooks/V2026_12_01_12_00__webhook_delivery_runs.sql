-- A delivery may carry a run of events: up to 16 events of one intake transaction, one after the other in it, of one
-- type, all for the same endpoint. The row names its first event (event_id) and how many follow from it
-- (event_count); the events are found by their batch and their place in it. A run acknowledged in full writes one
-- row where one delivery for each event wrote one; the attempt of each of its events is kept in the arrays, in the
-- events' order (epoch milliseconds, status codes, latencies). An event of a run that was not acknowledged goes on
-- as a delivery of its own, with the id the run gave it.
ALTER TABLE webhook_deliveries ADD COLUMN event_count INT DEFAULT 1 NOT NULL;
ALTER TABLE webhook_deliveries ADD COLUMN member_attempted_at BIGINT ARRAY;
ALTER TABLE webhook_deliveries ADD COLUMN member_status_codes INT ARRAY;
ALTER TABLE webhook_deliveries ADD COLUMN member_latencies_ms BIGINT ARRAY;

-- A run's events are read along the index of their batch, to the place of each: without the place in the index,
-- every event of a batch of 100 would be read for each of its seven runs.
DROP INDEX webhook_events_batch_idx;
CREATE INDEX webhook_events_batch_idx ON webhook_events (batch_id, tenant_id, batch_index);
