-- The branding of a tenant's customer documents (contract section 15): letterhead, footer and locale. At most one
-- row per tenant; a tenant without one gets a neutral letterhead of its name.
CREATE TABLE tenant_brandings (
    tenant_id             UUID                     NOT NULL PRIMARY KEY REFERENCES tenants (id),
    legal_name            VARCHAR(200)             NOT NULL,
    -- the lines of the postal address, joined by line feeds (no line holds one)
    address_lines         VARCHAR(500)             NOT NULL,
    registration_number   VARCHAR(100),
    supervisory_authority VARCHAR(200),
    logo                  BYTEA,
    primary_color         VARCHAR(7),
    footer_text           VARCHAR(500),
    locale                VARCHAR(35)              NOT NULL,
    updated_date          TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_user_id       UUID                     NOT NULL
);
