-- The history of the AML records an integrator changes: parameter records, tenant settings, monitoring records and
-- reported cash balances. Append-only: the application only inserts. before_state and after_state are JSON snapshots
-- of the record as the API answers it (NULL before a creation). client_id is the OAuth client of the call, NULL for
-- changes the platform made on its own (a screening job's hit).
CREATE TABLE aml_audit_entries (
    id            UUID                     NOT NULL PRIMARY KEY,
    tenant_id     UUID                     NOT NULL,
    entity        VARCHAR(30)              NOT NULL,
    entity_id     UUID                     NOT NULL,
    family        VARCHAR(60),
    action        VARCHAR(20)              NOT NULL,
    actor_id      UUID                     NOT NULL,
    client_id     VARCHAR(100),
    changed_date  TIMESTAMP WITH TIME ZONE NOT NULL,
    before_state  VARCHAR,
    after_state   VARCHAR
);
CREATE INDEX aml_audit_by_date_idx ON aml_audit_entries (tenant_id, changed_date);
CREATE INDEX aml_audit_by_entity_idx ON aml_audit_entries (tenant_id, entity_id, changed_date);

-- The decision log is read by tenant and time for the audit endpoint.
CREATE INDEX aml_evaluation_decisions_by_date_idx ON aml_evaluation_decisions (decided_date);

-- Every change of these rows raises their version, and is written only where the version is still the one read,
-- so that a concurrent change is refused (409) instead of overwritten unseen.
ALTER TABLE aml_parameters ADD COLUMN version BIGINT DEFAULT 0 NOT NULL;
ALTER TABLE aml_monitoring_records ADD COLUMN version BIGINT DEFAULT 0 NOT NULL;
ALTER TABLE aml_settings ADD COLUMN version BIGINT DEFAULT 0 NOT NULL;
ALTER TABLE aml_customers ADD COLUMN cash_balance_version BIGINT DEFAULT 0 NOT NULL;
