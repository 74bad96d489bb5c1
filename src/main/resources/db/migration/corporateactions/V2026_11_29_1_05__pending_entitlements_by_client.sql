-- The batches of pending entitlements are picked by client record: the index leads to them in client order, so
-- that each pick reads its batch and no more, however many are pending and whether or not the table has statistics
-- (without, a pick of 200 clients among 98,400 pending took 15.7 s in the corporate actions benchmark; with, 1 ms).
DROP INDEX corporate_action_entitlements_pending_idx;
CREATE INDEX corporate_action_entitlements_pending_idx
    ON corporate_action_entitlements (corporate_action_id, status, client_id);
