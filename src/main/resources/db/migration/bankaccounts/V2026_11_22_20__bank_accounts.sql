-- Bank accounts of document 3 and their owners (client records of the same tenant).
CREATE TABLE bank_accounts (
    id                     UUID                     NOT NULL PRIMARY KEY,
    tenant_id              UUID                     NOT NULL,
    alias                  VARCHAR(70),
    account_holder_name    VARCHAR(70)              NOT NULL,
    bank_name              VARCHAR(140)             NOT NULL,
    bic                    VARCHAR(11)              NOT NULL,
    sort_code              VARCHAR(35),
    alpha3_country_code    VARCHAR(3)               NOT NULL,
    currency_code          VARCHAR(3)               NOT NULL,
    account_number         VARCHAR(35),
    iban                   VARCHAR(34),
    status                 VARCHAR(20)              NOT NULL,
    close_or_delete_reason VARCHAR(512),
    created_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    created_user_id        UUID                     NOT NULL,
    updated_user_id        UUID                     NOT NULL
);
-- The list needs one of iban, accountNumber or the creation range (or the id): each has its index.
CREATE INDEX bank_accounts_by_iban_idx ON bank_accounts (tenant_id, iban);
CREATE INDEX bank_accounts_by_number_idx ON bank_accounts (tenant_id, account_number);
CREATE INDEX bank_accounts_by_created_idx ON bank_accounts (tenant_id, created_date, id);

CREATE TABLE bank_account_owners (
    bank_account_id UUID NOT NULL REFERENCES bank_accounts (id),
    client_id       UUID NOT NULL,
    PRIMARY KEY (bank_account_id, client_id)
);
CREATE INDEX bank_account_owners_by_client_idx ON bank_account_owners (client_id);
