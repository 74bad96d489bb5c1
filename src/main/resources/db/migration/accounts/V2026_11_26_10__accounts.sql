-- Internal (cash) and deposit (securities) accounts of client records, and their double-entry ledgers.
-- Transactions, movements and their entries are only ever inserted: nothing in them is updated or deleted.

CREATE TABLE internal_accounts (
    id              UUID                     NOT NULL PRIMARY KEY,
    tenant_id       UUID                     NOT NULL,
    client_id       UUID                     NOT NULL,
    currency_code   VARCHAR(3)               NOT NULL,
    status          VARCHAR(20)              NOT NULL,
    -- kept in step with the account's entries in the transaction that books them
    balance         NUMERIC(19, 4)           DEFAULT 0 NOT NULL,
    reserved_amount NUMERIC(19, 4)           DEFAULT 0 NOT NULL,
    created_date    TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date    TIMESTAMP WITH TIME ZONE NOT NULL,
    created_user_id UUID                     NOT NULL,
    updated_user_id UUID                     NOT NULL,
    version         BIGINT                   DEFAULT 0 NOT NULL,
    CONSTRAINT internal_accounts_reserved_not_negative CHECK (reserved_amount >= 0)
);
CREATE INDEX internal_accounts_by_client_idx ON internal_accounts (tenant_id, client_id);
CREATE INDEX internal_accounts_by_created_idx ON internal_accounts (tenant_id, created_date, id);

-- Amounts set aside from an account's available amount (a withdrawal, a buy order): Open until Released or Consumed
-- by the booking that settles them.
CREATE TABLE cash_reservations (
    id                  UUID                     NOT NULL PRIMARY KEY,
    tenant_id           UUID                     NOT NULL,
    internal_account_id UUID                     NOT NULL REFERENCES internal_accounts (id),
    amount              NUMERIC(19, 4)           NOT NULL,
    currency_code       VARCHAR(3)               NOT NULL,
    reference           VARCHAR(140)             NOT NULL,
    status              VARCHAR(20)              NOT NULL,
    created_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT cash_reservations_amount_positive CHECK (amount > 0)
);
CREATE INDEX cash_reservations_by_account_idx ON cash_reservations (internal_account_id, status);

CREATE TABLE cash_transactions (
    id                  UUID                     NOT NULL PRIMARY KEY,
    tenant_id           UUID                     NOT NULL,
    internal_account_id UUID                     NOT NULL REFERENCES internal_accounts (id),
    amount              NUMERIC(19, 4)           NOT NULL,
    currency_code       VARCHAR(3)               NOT NULL,
    type                VARCHAR(20)              NOT NULL,
    reference           VARCHAR(140)             NOT NULL,
    booking_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    value_date          DATE                     NOT NULL,
    settled_reservation UUID REFERENCES cash_reservations (id),
    -- a booking allowed to take the available amount below zero (a reversal), and whether it did
    negative_allowed    BOOLEAN                  NOT NULL,
    balance_after       NUMERIC(19, 4)           NOT NULL
);
CREATE INDEX cash_transactions_by_account_idx ON cash_transactions (internal_account_id, booking_date, id);

-- Each transaction's entries sum to zero: the client's internal account on one side, a system account of the
-- tenant and currency (BankClearing, TradeClearing, FeeIncome) on the other. System accounts have no row of their
-- own: their balance is the sum of their entries, so no booking waits for another on a shared balance row.
CREATE TABLE cash_entries (
    transaction_id      UUID           NOT NULL REFERENCES cash_transactions (id),
    line                INTEGER        NOT NULL,
    tenant_id           UUID           NOT NULL,
    ledger_account      VARCHAR(20)    NOT NULL,
    internal_account_id UUID REFERENCES internal_accounts (id),
    currency_code       VARCHAR(3)     NOT NULL,
    amount              NUMERIC(19, 4) NOT NULL,
    PRIMARY KEY (transaction_id, line),
    CONSTRAINT cash_entries_client_side CHECK ((ledger_account = 'Internal') = (internal_account_id IS NOT NULL))
);
CREATE INDEX cash_entries_by_system_account_idx ON cash_entries (tenant_id, ledger_account, currency_code);

CREATE TABLE deposit_accounts (
    id              UUID                     NOT NULL PRIMARY KEY,
    tenant_id       UUID                     NOT NULL,
    client_id       UUID                     NOT NULL,
    status          VARCHAR(20)              NOT NULL,
    created_date    TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date    TIMESTAMP WITH TIME ZONE NOT NULL,
    created_user_id UUID                     NOT NULL,
    updated_user_id UUID                     NOT NULL,
    version         BIGINT                   DEFAULT 0 NOT NULL
);
CREATE INDEX deposit_accounts_by_client_idx ON deposit_accounts (tenant_id, client_id);
CREATE INDEX deposit_accounts_by_created_idx ON deposit_accounts (tenant_id, created_date, id);

-- The holdings of a deposit account, kept in step with its movements in the transaction that books them.
CREATE TABLE positions (
    deposit_account_id UUID           NOT NULL REFERENCES deposit_accounts (id),
    isin_code          VARCHAR(12)    NOT NULL,
    provider           VARCHAR(20)    NOT NULL,
    tenant_id          UUID           NOT NULL,
    quantity           NUMERIC(19, 6) NOT NULL,
    reserved_quantity  NUMERIC(19, 6) NOT NULL,
    average_price      NUMERIC(19, 6),
    currency_code      VARCHAR(3),
    PRIMARY KEY (deposit_account_id, isin_code, provider),
    CONSTRAINT positions_available_not_negative CHECK (reserved_quantity >= 0 AND quantity >= reserved_quantity)
);

CREATE TABLE security_reservations (
    id                 UUID                     NOT NULL PRIMARY KEY,
    tenant_id          UUID                     NOT NULL,
    deposit_account_id UUID                     NOT NULL REFERENCES deposit_accounts (id),
    isin_code          VARCHAR(12)              NOT NULL,
    provider           VARCHAR(20)              NOT NULL,
    quantity           NUMERIC(19, 6)           NOT NULL,
    reference          VARCHAR(140)             NOT NULL,
    status             VARCHAR(20)              NOT NULL,
    created_date       TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date       TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT security_reservations_quantity_positive CHECK (quantity > 0)
);

CREATE TABLE security_movements (
    id                  UUID                     NOT NULL PRIMARY KEY,
    tenant_id           UUID                     NOT NULL,
    deposit_account_id  UUID                     NOT NULL REFERENCES deposit_accounts (id),
    isin_code           VARCHAR(12)              NOT NULL,
    provider            VARCHAR(20)              NOT NULL,
    quantity            NUMERIC(19, 6)           NOT NULL,
    price               NUMERIC(19, 6)           NOT NULL,
    currency_code       VARCHAR(3)               NOT NULL,
    type                VARCHAR(20)              NOT NULL,
    reference           VARCHAR(140)             NOT NULL,
    booking_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    value_date          DATE                     NOT NULL,
    settled_reservation UUID REFERENCES security_reservations (id)
);
CREATE INDEX security_movements_by_account_idx ON security_movements (deposit_account_id, booking_date, id);

-- The deposit account on one side, the tenant's Custody account of the instrument on the other.
CREATE TABLE security_entries (
    movement_id        UUID           NOT NULL REFERENCES security_movements (id),
    line               INTEGER        NOT NULL,
    tenant_id          UUID           NOT NULL,
    ledger_account     VARCHAR(20)    NOT NULL,
    deposit_account_id UUID REFERENCES deposit_accounts (id),
    isin_code          VARCHAR(12)    NOT NULL,
    provider           VARCHAR(20)    NOT NULL,
    quantity           NUMERIC(19, 6) NOT NULL,
    PRIMARY KEY (movement_id, line),
    CONSTRAINT security_entries_client_side CHECK ((ledger_account = 'Deposit') = (deposit_account_id IS NOT NULL))
);
