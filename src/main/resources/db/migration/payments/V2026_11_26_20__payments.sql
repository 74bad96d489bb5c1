-- SEPA direct debit mandates and instructions (deposits), withdrawal requests and the credit transfers that pay
-- them. Every status change is one update of one row, in the transaction of its ledger booking.
CREATE TABLE payment_mandates (
    id                  UUID                     NOT NULL PRIMARY KEY,
    tenant_id           UUID                     NOT NULL,
    client_id           UUID                     NOT NULL,
    bank_account_id     UUID                     NOT NULL,
    internal_account_id UUID                     NOT NULL,
    status              VARCHAR(16)              NOT NULL,
    created_user_id     UUID                     NOT NULL,
    created_date        TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date        TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX payment_mandates_by_tenant_idx ON payment_mandates (tenant_id, id);

CREATE TABLE payment_direct_debits (
    id                      UUID                     NOT NULL PRIMARY KEY,
    tenant_id               UUID                     NOT NULL,
    mandate_id              UUID                     NOT NULL REFERENCES payment_mandates (id),
    client_id               UUID                     NOT NULL,
    bank_account_id         UUID                     NOT NULL,
    internal_account_id     UUID                     NOT NULL,
    amount                  NUMERIC(19, 4)           NOT NULL,
    currency_code           CHAR(3)                  NOT NULL,
    status                  VARCHAR(16)              NOT NULL,
    evaluation_id           UUID,
    -- When the simulated bank answers an Uploaded instruction; null when it has nothing to do.
    bank_due_at             TIMESTAMP WITH TIME ZONE,
    created_user_id         UUID                     NOT NULL,
    created_date            TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date            TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX payment_direct_debits_by_evaluation_idx ON payment_direct_debits (evaluation_id);
CREATE INDEX payment_direct_debits_by_bank_due_idx ON payment_direct_debits (bank_due_at);

CREATE TABLE payment_withdrawals (
    id                                UUID                     NOT NULL PRIMARY KEY,
    tenant_id                         UUID                     NOT NULL,
    internal_account_id               UUID                     NOT NULL,
    initiator_withdrawal_request_id   UUID                     NOT NULL,
    client_id                         UUID                     NOT NULL,
    bank_account_id                   UUID                     NOT NULL,
    amount                            NUMERIC(19, 4)           NOT NULL,
    currency_code                     CHAR(3)                  NOT NULL,
    status                            VARCHAR(16)              NOT NULL,
    evaluation_id                     UUID,
    reservation_id                    UUID                     NOT NULL,
    initiator_payment_id              UUID,
    created_user_id                   UUID                     NOT NULL,
    created_date                      TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date                      TIMESTAMP WITH TIME ZONE NOT NULL,
    -- The integrator's id names one request per internal account: a second create with it answers the first.
    CONSTRAINT payment_withdrawals_initiator_uq UNIQUE (tenant_id, internal_account_id, initiator_withdrawal_request_id)
);
CREATE INDEX payment_withdrawals_by_evaluation_idx ON payment_withdrawals (evaluation_id);

CREATE TABLE payment_credit_transfers (
    initiator_payment_id UUID                     NOT NULL PRIMARY KEY,
    tenant_id            UUID                     NOT NULL,
    withdrawal_id        UUID                     NOT NULL REFERENCES payment_withdrawals (id),
    client_id            UUID                     NOT NULL,
    amount               NUMERIC(19, 4)           NOT NULL,
    currency_code        CHAR(3)                  NOT NULL,
    status               VARCHAR(16)              NOT NULL,
    creditor_iban        VARCHAR(34)              NOT NULL,
    bank_due_at          TIMESTAMP WITH TIME ZONE,
    created_date         TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date         TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT payment_credit_transfers_one_per_withdrawal UNIQUE (withdrawal_id)
);
CREATE INDEX payment_credit_transfers_by_bank_due_idx ON payment_credit_transfers (bank_due_at);
