-- The event stream (GET /api/v3/events/stream) reads the accepted events. concerned_clients lists the client records
-- an event concerns (comma-separated), as the intake found them, so that a user bound to a client record gets only
-- that record's events. stream_position is the event's place in the stream: given after the event has committed, by
-- one instance at a time under the lock of the webhook_event_stream row, so that positions grow in the order the
-- events became visible and a reader that reads "after the last position it saw" skips no event that committed late.
-- Events accepted before the stream existed have position 0 and are not part of it.
ALTER TABLE webhook_events ADD COLUMN concerned_clients VARCHAR(4000);
ALTER TABLE webhook_events ADD COLUMN stream_position BIGINT DEFAULT 0;
ALTER TABLE webhook_events ALTER COLUMN stream_position DROP DEFAULT;
CREATE INDEX webhook_events_stream_idx ON webhook_events (stream_position);
CREATE INDEX webhook_events_tenant_stream_idx ON webhook_events (tenant_id, stream_position);

CREATE TABLE webhook_event_stream (
    id            INT    NOT NULL PRIMARY KEY,
    last_position BIGINT NOT NULL
);
INSERT INTO webhook_event_stream (id, last_position) VALUES (1, 0);
