-- Answers of creating requests sent with an Idempotency-Key, per tenant, kept for kontor.idempotency.retention
-- (24 h) so that a retry gets the first answer again instead of creating twice. A request claims its key by
-- inserting the row (status InFlight, claim_id its own); when it ends, the answer is stored (status Completed) or,
-- after a 5xx, the row is deleted so that a retry runs again. ("key" is a keyword in H2, hence idempotency_key.)
-- request_hash: SHA-256 (hex) of method, path, query and canonical body; response_headers: JSON object of the
-- answer's Content-Type and Location; response_body: the bytes the client received.
CREATE TABLE idempotency_keys (
    tenant_id        UUID                     NOT NULL,
    idempotency_key  VARCHAR(255)             NOT NULL,
    request_hash     VARCHAR(64)              NOT NULL,
    status           VARCHAR(20)              NOT NULL,
    claim_id         UUID                     NOT NULL,
    response_status  INT,
    response_headers VARCHAR(4000),
    response_body    BYTEA,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    completed_at     TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (tenant_id, idempotency_key)
);
CREATE INDEX idempotency_keys_by_created_at_idx ON idempotency_keys (created_at);
