-- Every write of a tenant's parameter records raises its family row's version in the writing transaction, so that
-- an instance can keep the tenant's active records in memory and learn with one small read whether they changed
-- (the sum of a tenant's versions only grows).
ALTER TABLE aml_parameter_locks ADD COLUMN version BIGINT DEFAULT 0 NOT NULL;
