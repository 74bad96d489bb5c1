-- The validation of each bank account (one row, created with the account) and the documents uploaded for it.
CREATE TABLE bank_account_validations (
    id                 UUID                     NOT NULL PRIMARY KEY,
    bank_account_id    UUID                     NOT NULL UNIQUE REFERENCES bank_accounts (id),
    validation_method  VARCHAR(20)              NOT NULL,
    validated          BOOLEAN                  NOT NULL,
    validation_date    TIMESTAMP WITH TIME ZONE,
    validation_user_id UUID,
    created_date       TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date       TIMESTAMP WITH TIME ZONE NOT NULL,
    created_user_id    UUID                     NOT NULL,
    updated_user_id    UUID                     NOT NULL
);

CREATE TABLE bank_account_documents (
    id              UUID                     NOT NULL PRIMARY KEY,
    bank_account_id UUID                     NOT NULL REFERENCES bank_accounts (id),
    content_type    VARCHAR(30)              NOT NULL,
    document_type   VARCHAR(40)              NOT NULL,
    file_data       BYTEA,
    label           VARCHAR(256),
    comment         VARCHAR(1024),
    file_name       VARCHAR(256),
    valid_from      DATE,
    valid_until     DATE,
    created_user_id UUID                     NOT NULL,
    created_date    TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX bank_account_documents_by_account_idx ON bank_account_documents (bank_account_id);
