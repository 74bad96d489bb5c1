-- Integrators' endpoints. client_id set: the endpoint receives only events of that client record.
CREATE TABLE webhook_endpoints (
    id                      UUID                     NOT NULL PRIMARY KEY,
    tenant_id               UUID                     NOT NULL,
    client_id               UUID,
    url                     VARCHAR(2048)            NOT NULL,
    event_types             VARCHAR(4000)            NOT NULL,
    auth_mode               VARCHAR(20)              NOT NULL,
    api_key                 VARCHAR(512),
    auth_secret             VARCHAR(512),
    static_headers          VARCHAR(8000)            NOT NULL,
    signing_secret          VARCHAR(200)             NOT NULL,
    previous_signing_secret VARCHAR(200),
    previous_secret_until   TIMESTAMP WITH TIME ZONE,
    enabled                 BOOLEAN                  NOT NULL,
    created_at              TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at              TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX webhook_endpoints_by_tenant_idx ON webhook_endpoints (tenant_id);

CREATE TABLE webhook_events (
    id          UUID                     NOT NULL PRIMARY KEY,
    tenant_id   UUID                     NOT NULL,
    type        VARCHAR(64)              NOT NULL,
    parameters  VARCHAR(8000)            NOT NULL,
    data_url    VARCHAR(2048),
    occurred_at TIMESTAMP WITH TIME ZONE NOT NULL
);

-- One row per event and endpoint: the durable queue. A delivery is claimed by setting claim_token and
-- claimed_until, so that instances sharing the database never attempt the same delivery at the same time.
CREATE TABLE webhook_deliveries (
    id               UUID                     NOT NULL PRIMARY KEY,
    event_id         UUID                     NOT NULL REFERENCES webhook_events (id),
    event_type       VARCHAR(64)              NOT NULL,
    endpoint_id      UUID                     NOT NULL REFERENCES webhook_endpoints (id),
    tenant_id        UUID                     NOT NULL,
    status           VARCHAR(20)              NOT NULL,
    attempt_count    INT                      NOT NULL,
    first_attempt_at TIMESTAMP WITH TIME ZONE,
    next_attempt_at  TIMESTAMP WITH TIME ZONE,
    claim_token      UUID,
    claimed_until    TIMESTAMP WITH TIME ZONE,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at       TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (status, next_attempt_at);
CREATE INDEX webhook_deliveries_by_event_idx ON webhook_deliveries (event_id);
CREATE INDEX webhook_deliveries_by_endpoint_idx ON webhook_deliveries (endpoint_id);

CREATE TABLE webhook_attempts (
    id                UUID                     NOT NULL PRIMARY KEY,
    delivery_id       UUID                     NOT NULL REFERENCES webhook_deliveries (id),
    attempted_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    status_code       INT,
    latency_ms        BIGINT                   NOT NULL,
    error             VARCHAR(500),
    response_excerpt  VARCHAR(1024)
);
CREATE INDEX webhook_attempts_by_delivery_idx ON webhook_attempts (delivery_id);

-- Event types a tenant (client_id = the nil UUID) or one client record of it does not want sent at all.
CREATE TABLE webhook_unsubscriptions (
    tenant_id  UUID                     NOT NULL,
    client_id  UUID                     NOT NULL,
    event_type VARCHAR(64)              NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (tenant_id, client_id, event_type)
);
