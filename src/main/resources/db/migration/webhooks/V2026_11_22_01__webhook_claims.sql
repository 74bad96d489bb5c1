-- An instance reads back the deliveries it has just claimed by their claim token.
CREATE INDEX webhook_deliveries_by_claim_idx ON webhook_deliveries (claim_token);
