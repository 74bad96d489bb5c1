-- Claims serve the endpoints in turn: each endpoint's claimable deliveries are found along this index, which stops
-- at the first ones however long another endpoint's backlog. It replaces the index by endpoint, and the index by
-- status and due time: beside it, a plan made with stale statistics (a queue grows by thousands of rows a second)
-- could walk every pending delivery of every endpoint along the status index, to claim or settle a few.
CREATE INDEX webhook_deliveries_endpoint_due_idx ON webhook_deliveries (endpoint_id, status, next_attempt_at);
DROP INDEX webhook_deliveries_by_endpoint_idx;
DROP INDEX webhook_deliveries_due_idx;
