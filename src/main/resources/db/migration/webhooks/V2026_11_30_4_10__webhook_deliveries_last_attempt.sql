-- A delivery keeps its latest attempt in its own row; webhook_attempts keeps the earlier ones (and attempts whose
-- outcome came too late to count). Most deliveries are acknowledged at their first attempt, and so write no row of
-- attempts at all.
ALTER TABLE webhook_deliveries ADD COLUMN last_attempted_at TIMESTAMP WITH TIME ZONE;
ALTER TABLE webhook_deliveries ADD COLUMN last_status_code INT;
ALTER TABLE webhook_deliveries ADD COLUMN last_latency_ms BIGINT;
ALTER TABLE webhook_deliveries ADD COLUMN last_error VARCHAR(500);
ALTER TABLE webhook_deliveries ADD COLUMN last_response_excerpt VARCHAR(1024);
