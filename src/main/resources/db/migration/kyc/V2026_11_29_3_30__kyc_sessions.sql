-- KYC sessions of client records (contract section 11): one per tenant, client record and the integrator's
-- initiatorKycId. request_hash is the SHA-256 of the request body's fields, to tell a repeated request from another
-- one with the same id. provider_reference is the provider's own name for the session (for the built-in simulator
-- the unguessable token in the person's URL); its callbacks name the session by it.
CREATE TABLE kyc_sessions (
    id                     UUID                     NOT NULL PRIMARY KEY,
    tenant_id              UUID                     NOT NULL,
    client_id              UUID                     NOT NULL,
    initiator_kyc_id       VARCHAR(36)              NOT NULL,
    request_hash           VARCHAR(64)              NOT NULL,
    provider               VARCHAR(50)              NOT NULL,
    provider_reference     VARCHAR(100)             NOT NULL,
    status                 VARCHAR(20)              NOT NULL,
    verification_url       VARCHAR(2000)            NOT NULL,
    redirect_url           VARCHAR(2000)            NOT NULL,
    identity_verified      BOOLEAN,
    document_type          VARCHAR(50),
    nationality            VARCHAR(3),
    name_matches           BOOLEAN,
    date_of_birth_matches  BOOLEAN,
    decline_reasons        VARCHAR(1000)            NOT NULL,
    report_document_id     UUID,
    created_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT kyc_sessions_initiator UNIQUE (tenant_id, client_id, initiator_kyc_id),
    CONSTRAINT kyc_sessions_reference UNIQUE (provider, provider_reference)
);

-- The sessions the expiry job looks at: those not finished, oldest first.
CREATE INDEX kyc_sessions_open ON kyc_sessions (status, created_date);

-- The nonces of provider callbacks accepted within the replay window; a nonce seen again is refused. Rows older than
-- the window are purged: a callback that old is refused by its timestamp anyway.
CREATE TABLE kyc_callback_nonces (
    provider       VARCHAR(50)              NOT NULL,
    nonce          VARCHAR(100)             NOT NULL,
    received_date  TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (provider, nonce)
);

CREATE INDEX kyc_callback_nonces_received ON kyc_callback_nonces (received_date);
