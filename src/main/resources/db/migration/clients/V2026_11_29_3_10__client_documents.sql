-- Documents of client records (contract section 11): uploaded over the API or filed by other modules (a KYC
-- provider's report, an AML hit report). size is the length of file_data, kept so that lists need not read the bytes.
CREATE TABLE client_documents (
    id              UUID                     NOT NULL PRIMARY KEY,
    tenant_id       UUID                     NOT NULL,
    client_id       UUID                     NOT NULL REFERENCES clients (id),
    content_type    VARCHAR(30)              NOT NULL,
    document_type   VARCHAR(40)              NOT NULL,
    file_data       BYTEA                    NOT NULL,
    size            BIGINT                   NOT NULL,
    label           VARCHAR(256),
    comment         VARCHAR(1024),
    file_name       VARCHAR(256),
    valid_from      DATE,
    valid_until     DATE,
    created_user_id UUID                     NOT NULL,
    created_date    TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX client_documents_by_client_idx ON client_documents (tenant_id, client_id, created_date, id);
