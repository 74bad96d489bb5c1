-- Instrument requests of document 2. live_actual_id is actual_id while the request is not deleted and NULL once it
-- is, so that the unique index allows one live request per tenant, idType and actualId (the key the PUT and DELETE
-- paths name) while deleted ones keep their history (NULLs are distinct in unique indexes of H2 and PostgreSQL
-- alike; H2 has no partial indexes).
CREATE TABLE md_instrument_requests (
    id                     UUID                     NOT NULL PRIMARY KEY,
    tenant_id              UUID                     NOT NULL,
    id_type                VARCHAR(4)               NOT NULL,
    actual_id              VARCHAR(64)              NOT NULL,
    live_actual_id         VARCHAR(64),
    financial_object_type  VARCHAR(16)              NOT NULL,
    operation_type         VARCHAR(16)              NOT NULL,
    is_accepted            BOOLEAN                  NOT NULL,
    error_message_detail   VARCHAR(500),
    is_disabled            BOOLEAN                  NOT NULL,
    processed              BOOLEAN                  NOT NULL,
    processed_date         TIMESTAMP WITH TIME ZONE,
    created_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    deleted_date           TIMESTAMP WITH TIME ZONE,
    created_user_id        UUID                     NOT NULL,
    updated_user_id        UUID                     NOT NULL,
    CONSTRAINT md_instrument_requests_live_key CHECK ((deleted_date IS NULL AND live_actual_id = actual_id)
        OR (deleted_date IS NOT NULL AND live_actual_id IS NULL))
);
CREATE UNIQUE INDEX md_instrument_requests_one_live_idx ON md_instrument_requests (tenant_id, id_type, live_actual_id);
CREATE INDEX md_instrument_requests_by_created_idx ON md_instrument_requests (tenant_id, created_date);
-- The processor's claim: accepted, unprocessed requests, oldest first.
CREATE INDEX md_instrument_requests_pending_idx ON md_instrument_requests (processed, is_accepted, created_date);

-- The objects a tenant keeps tracked at the reference-data provider: added by processed Add requests, removed by
-- processed Remove requests. Keyed by the provider's object id, so that an object added by its ISIN and removed by
-- its WKN is one object; its identifiers are kept to find it by any of them.
CREATE TABLE md_tracked_objects (
    tenant_id              UUID                     NOT NULL,
    financial_object_type  VARCHAR(16)              NOT NULL,
    object_id              VARCHAR(64)              NOT NULL,
    isin_code              VARCHAR(64),
    wkn                    VARCHAR(64),
    ekn                    VARCHAR(64),
    request_id             UUID                     NOT NULL,
    tracked_since          TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (tenant_id, financial_object_type, object_id)
);
CREATE INDEX md_tracked_objects_by_isin_idx ON md_tracked_objects (tenant_id, isin_code);
CREATE INDEX md_tracked_objects_by_wkn_idx ON md_tracked_objects (tenant_id, wkn);
CREATE INDEX md_tracked_objects_by_ekn_idx ON md_tracked_objects (tenant_id, ekn);
