-- The AML module's own copy of what it needs of client records and bank accounts, kept current by the clients and
-- bank accounts modules' domain events in the transactions that publish them, so that the daily risk calculation
-- reads one module's tables only. cash_balance is reported by the back office (PUT .../cash-balance).
CREATE TABLE aml_customers (
    client_id                    UUID                     NOT NULL PRIMARY KEY,
    tenant_id                    UUID                     NOT NULL,
    status                       VARCHAR(20)              NOT NULL,
    client_key                   VARCHAR(100)             NOT NULL,
    client_type                  VARCHAR(20)              NOT NULL,
    name                         VARCHAR(100)             NOT NULL,
    surname                      VARCHAR(100),
    country_of_origin            VARCHAR(3),
    residency_country            VARCHAR(3),
    occupation_group             VARCHAR(20),
    sector_code                  VARCHAR(50),
    account_usage_type           VARCHAR(30),
    default_bank_account_id      UUID,
    default_internal_account_id  UUID,
    cash_balance                 NUMERIC(19, 4),
    cash_balance_currency        VARCHAR(3),
    cash_balance_date            TIMESTAMP WITH TIME ZONE
);
CREATE INDEX aml_customers_by_tenant_idx ON aml_customers (tenant_id, client_id);

CREATE TABLE aml_bank_accounts (
    bank_account_id  UUID        NOT NULL PRIMARY KEY,
    tenant_id        UUID        NOT NULL,
    country_code     VARCHAR(3)  NOT NULL,
    iban             VARCHAR(34),
    status           VARCHAR(20) NOT NULL
);

-- One row per calculation run of a tenant. scheduled_for is the scheduled time a run of the daily job stands for
-- (NULL for runs on demand): the unique index lets one instance only run it, and a run that dies rolls back with
-- its records, so another instance runs it again.
CREATE TABLE aml_risk_runs (
    id             UUID                     NOT NULL PRIMARY KEY,
    tenant_id      UUID                     NOT NULL,
    scheduled_for  TIMESTAMP WITH TIME ZONE,
    started_date   TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_date  TIMESTAMP WITH TIME ZONE NOT NULL,
    client_count   INTEGER                  NOT NULL,
    created_user_id UUID                    NOT NULL
);
CREATE UNIQUE INDEX aml_risk_runs_scheduled_idx ON aml_risk_runs (tenant_id, scheduled_for);
CREATE INDEX aml_risk_runs_by_tenant_idx ON aml_risk_runs (tenant_id, started_date);

-- Daily risk calculation records of document 3. factors lists, as JSON, the risk factors the average was taken of
-- (family, parameter or monitoring record id, factor, banned), so that every result can be explained.
CREATE TABLE aml_daily_risk_records (
    id                             UUID                     NOT NULL PRIMARY KEY,
    tenant_id                      UUID                     NOT NULL,
    run_id                         UUID                     NOT NULL,
    created_user_id                UUID                     NOT NULL,
    created_date                   TIMESTAMP WITH TIME ZONE NOT NULL,
    client_id                      UUID                     NOT NULL,
    bank_account_id                UUID,
    internal_account_id            UUID,
    client_key                     VARCHAR(100)             NOT NULL,
    client_name                    VARCHAR(100)             NOT NULL,
    client_surname                 VARCHAR(100),
    client_type                    VARCHAR(20)              NOT NULL,
    country_of_origin              VARCHAR(3),
    bank_account_country           VARCHAR(3),
    bank_account_iban              VARCHAR(34),
    occupation_group               VARCHAR(20),
    sector_code                    VARCHAR(50),
    cash_balance                   NUMERIC(19, 4),
    average_risk                   NUMERIC(9, 4)            NOT NULL,
    has_active_aml_monitoring_hit  BOOLEAN                  NOT NULL,
    is_banned                      BOOLEAN                  NOT NULL,
    factors                        VARCHAR                  NOT NULL
);
CREATE INDEX aml_daily_risk_by_client_idx ON aml_daily_risk_records (tenant_id, client_id, created_date);
CREATE INDEX aml_daily_risk_by_run_idx ON aml_daily_risk_records (run_id, average_risk);
