-- The statements issued for internal and deposit accounts: an index only. The PDF is rendered on demand from the
-- ledger, which is never changed, over the statement's period [period_start, period_end).
CREATE TABLE account_statements (
    id              UUID                     NOT NULL PRIMARY KEY,
    tenant_id       UUID                     NOT NULL,
    account_kind    VARCHAR(10)              NOT NULL,
    account_id      UUID                     NOT NULL,
    client_id       UUID                     NOT NULL,
    statement_year  INTEGER                  NOT NULL,
    file_number     INTEGER                  NOT NULL,
    statement_month INTEGER                  NOT NULL,
    period_start    TIMESTAMP WITH TIME ZONE NOT NULL,
    period_end      TIMESTAMP WITH TIME ZONE NOT NULL,
    created_date    TIMESTAMP WITH TIME ZONE NOT NULL,
    -- one statement per account and period, however many instances run the monthly job
    CONSTRAINT account_statements_period_uq UNIQUE (account_kind, account_id, period_start, period_end),
    CONSTRAINT account_statements_file_uq UNIQUE (account_kind, account_id, statement_year, file_number)
);
