-- AML monitoring records of the three families (Pep, Sanction, Other). active_customer_id is customer_id while the
-- record is active and NULL otherwise, so that the unique index allows one active record per customer and family
-- (NULLs are distinct in unique indexes of H2 and PostgreSQL alike; H2 has no partial indexes).
CREATE TABLE aml_monitoring_records (
    id                  UUID                     NOT NULL PRIMARY KEY,
    tenant_id           UUID                     NOT NULL,
    family              VARCHAR(16)              NOT NULL,
    customer_id         UUID                     NOT NULL,
    is_active           BOOLEAN                  NOT NULL,
    active_customer_id  UUID,
    date_start          TIMESTAMP WITH TIME ZONE,
    date_end            TIMESTAMP WITH TIME ZONE,
    record_type         VARCHAR(20),
    information_source  VARCHAR(36),
    is_banned           BOOLEAN                  NOT NULL,
    reason              VARCHAR(64),
    note                VARCHAR(128),
    created_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    created_user_id     UUID                     NOT NULL,
    updated_user_id     UUID                     NOT NULL,
    CONSTRAINT aml_monitoring_active_key CHECK ((is_active AND active_customer_id = customer_id)
        OR (NOT is_active AND active_customer_id IS NULL))
);
CREATE UNIQUE INDEX aml_monitoring_one_active_idx ON aml_monitoring_records (tenant_id, family, active_customer_id);
CREATE INDEX aml_monitoring_by_customer_idx ON aml_monitoring_records (tenant_id, customer_id);
CREATE INDEX aml_monitoring_by_created_idx ON aml_monitoring_records (tenant_id, family, created_date);
