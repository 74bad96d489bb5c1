-- Trade orders of client records, their executions, and the order fees of tenants that differ from the default.
-- An order's reservations (cash for a buy, a quantity of the position for a sell) are held by the accounts module;
-- the order row names them, so that a cancellation or a fill releases or consumes exactly those.
CREATE TABLE orders (
    id                       UUID                     NOT NULL PRIMARY KEY,
    tenant_id                UUID                     NOT NULL,
    client_id                UUID                     NOT NULL,
    client_order_id          VARCHAR(36)              NOT NULL,
    -- SHA-256 (hex) of the place request as sent: the same clientOrderId with another body answers 409.
    request_hash             CHAR(64)                 NOT NULL,
    isin_code                VARCHAR(12)              NOT NULL,
    provider                 VARCHAR(20)              NOT NULL,
    side                     VARCHAR(8)               NOT NULL,
    order_type               VARCHAR(16)              NOT NULL,
    quantity                 NUMERIC(19, 6),
    amount                   NUMERIC(19, 4),
    limit_price              NUMERIC(19, 6),
    stop_price               NUMERIC(19, 6),
    time_in_force            VARCHAR(24)              NOT NULL,
    internal_account_id      UUID                     NOT NULL,
    deposit_account_id       UUID                     NOT NULL,
    currency_code            CHAR(3)                  NOT NULL,
    status                   VARCHAR(16)              NOT NULL,
    reject_reason            VARCHAR(500),
    filled_quantity          NUMERIC(19, 6)           NOT NULL,
    filled_amount            NUMERIC(19, 4)           NOT NULL,
    average_price            NUMERIC(19, 6),
    reserved_amount          NUMERIC(19, 4)           NOT NULL,
    reserved_quantity        NUMERIC(19, 6)           NOT NULL,
    cash_reservation_id      UUID,
    security_reservation_id  UUID,
    -- When a Day order expires: the end of the trading session it was placed in; null for other orders.
    session_end              TIMESTAMP WITH TIME ZONE,
    version                  INTEGER                  NOT NULL,
    created_user_id          UUID                     NOT NULL,
    created_date             TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date             TIMESTAMP WITH TIME ZONE NOT NULL,
    -- The integrator's clientOrderId names one order per client record: a second place with it answers the first.
    CONSTRAINT orders_client_order_id_uq UNIQUE (tenant_id, client_id, client_order_id)
);
CREATE INDEX orders_by_client_idx ON orders (tenant_id, client_id, created_date);
CREATE INDEX orders_open_idx ON orders (status, provider, isin_code);

CREATE TABLE order_executions (
    execution_id  UUID                     NOT NULL PRIMARY KEY,
    tenant_id     UUID                     NOT NULL,
    order_id      UUID                     NOT NULL REFERENCES orders (id),
    quantity      NUMERIC(19, 6)           NOT NULL,
    price         NUMERIC(19, 6)           NOT NULL,
    fee           NUMERIC(19, 4)           NOT NULL,
    amount        NUMERIC(19, 4)           NOT NULL,
    date_time     TIMESTAMP WITH TIME ZONE NOT NULL,
    venue         VARCHAR(64)              NOT NULL,
    value_date    DATE                     NOT NULL
);
CREATE INDEX order_executions_by_order_idx ON order_executions (order_id, date_time);

-- A tenant's order fee where it differs from kontor.orders.fees.*: fixed + percent of the order value, at least
-- the minimum, in the order's currency.
CREATE TABLE order_fee_settings (
    tenant_id        UUID                     NOT NULL PRIMARY KEY,
    fixed_amount     NUMERIC(19, 4)           NOT NULL,
    percent          NUMERIC(9, 6)            NOT NULL,
    minimum          NUMERIC(19, 4)           NOT NULL,
    updated_user_id  UUID                     NOT NULL,
    updated_date     TIMESTAMP WITH TIME ZONE NOT NULL
);
