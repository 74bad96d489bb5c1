-- The event stream numbers what each intake transaction accepted as one batch instead of event by event: a batch
-- gets a range of positions after it committed (first_position to last_position, under the lock of the
-- webhook_event_stream row, as the events did before), and each of its events stands at first_position plus its
-- batch_index. Numbering a transaction of 100 events then updates one narrow row instead of writing a second version
-- of 100 event rows. Events accepted before the stream existed (position 0) have no batch and stay outside the
-- stream; every other event becomes a batch of its own at the position it had, or without one while it waited.
-- The index of positions also serves the look for batches without positions accepted since a moment ago, which
-- then starts at that moment instead of walking the entries that numbering left behind until the next vacuum.
CREATE TABLE webhook_event_batches (
    id             UUID                     NOT NULL PRIMARY KEY,
    accepted_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    event_count    INT                      NOT NULL,
    first_position BIGINT,
    last_position  BIGINT
);
INSERT INTO webhook_event_batches (id, accepted_at, event_count, first_position, last_position)
SELECT id, occurred_at, 1, stream_position, stream_position FROM webhook_events
WHERE stream_position IS NULL OR stream_position > 0;

ALTER TABLE webhook_events ADD COLUMN batch_id UUID;
ALTER TABLE webhook_events ADD COLUMN batch_index INT;
UPDATE webhook_events SET batch_id = id, batch_index = 0 WHERE stream_position IS NULL OR stream_position > 0;

DROP INDEX webhook_events_stream_idx;
DROP INDEX webhook_events_tenant_stream_idx;
ALTER TABLE webhook_events DROP COLUMN stream_position;
CREATE INDEX webhook_events_batch_idx ON webhook_events (batch_id, tenant_id);
CREATE INDEX webhook_event_batches_position_idx ON webhook_event_batches (last_position, accepted_at);
