-- Claims serve the endpoints in turn: each endpoint's claimable deliveries are found along this index, which stops
-- at the first ones however long another endpoint's backlog. It also serves what the index by endpoint served.
CREATE INDEX webhook_deliveries_endpoint_due_idx ON webhook_deliveries (endpoint_id, status, next_attempt_at);
DROP INDEX webhook_deliveries_by_endpoint_idx;
