-- Customers sent to external AML monitoring (screening), one row per tenant and customer. next_refresh_date is when
-- the background job screens the customer again; the job claims due rows with FOR UPDATE SKIP LOCKED and moves
-- their next_refresh_date on in the same transaction, so that instances sharing the database take different rows.
CREATE TABLE aml_monitored_customers (
    id                  UUID                     NOT NULL PRIMARY KEY,
    tenant_id           UUID                     NOT NULL,
    customer_id         UUID                     NOT NULL,
    provider_name       VARCHAR(36)              NOT NULL,
    provider_client_id  VARCHAR(100)             NOT NULL,
    monitoring_type     VARCHAR(20)              NOT NULL,
    created_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    last_refresh_date   TIMESTAMP WITH TIME ZONE,
    next_refresh_date   TIMESTAMP WITH TIME ZONE NOT NULL,
    created_user_id     UUID                     NOT NULL,
    updated_user_id     UUID                     NOT NULL,
    CONSTRAINT aml_monitored_customers_one_per_customer UNIQUE (tenant_id, customer_id)
);
CREATE INDEX aml_monitored_customers_due_idx ON aml_monitored_customers (next_refresh_date);
