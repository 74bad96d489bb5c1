-- AML parameter records of all eleven families in one table; each family uses its own columns. active_key is the
-- family's uniqueness key while the record is active and NULL otherwise, so that the unique index allows one active
-- record per key (NULLs are distinct in unique indexes of H2 and PostgreSQL alike).
CREATE TABLE aml_parameters (
    id                     UUID                     NOT NULL PRIMARY KEY,
    tenant_id              UUID                     NOT NULL,
    family                 VARCHAR(48)              NOT NULL,
    is_active              BOOLEAN                  NOT NULL,
    active_key             VARCHAR(300),
    risk_factor            INTEGER                  NOT NULL,
    is_banned              BOOLEAN                  NOT NULL,
    min_amount             NUMERIC(19, 4),
    max_amount             NUMERIC(19, 4),
    currency_code          VARCHAR(3),
    min_count              INTEGER,
    max_count              INTEGER,
    occupation_group_code  VARCHAR(20),
    country_code           VARCHAR(3),
    country_name           VARCHAR(128),
    country_group          VARCHAR(128),
    sector_code            VARCHAR(50),
    account_usage_type     VARCHAR(30),
    created_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    created_user_id        UUID                     NOT NULL,
    updated_user_id        UUID                     NOT NULL,
    CONSTRAINT aml_parameters_active_key CHECK ((is_active AND active_key IS NOT NULL)
        OR (NOT is_active AND active_key IS NULL))
);
CREATE UNIQUE INDEX aml_parameters_one_active_idx ON aml_parameters (tenant_id, family, active_key);
CREATE INDEX aml_parameters_by_family_idx ON aml_parameters (tenant_id, family, is_active);

-- One row per tenant and family, locked (SELECT ... FOR UPDATE) while active amount or count ranges are checked
-- for overlaps, so that two concurrent writes cannot both add overlapping ranges.
CREATE TABLE aml_parameter_locks (
    tenant_id  UUID        NOT NULL,
    family     VARCHAR(48) NOT NULL,
    PRIMARY KEY (tenant_id, family)
);
