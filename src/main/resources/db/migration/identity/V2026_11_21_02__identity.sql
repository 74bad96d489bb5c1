CREATE TABLE tenants (
    id         UUID                     NOT NULL PRIMARY KEY,
    name       VARCHAR(200)             NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT tenants_name_unique UNIQUE (name)
);

-- Client secrets are stored as SHA-256 digests: they are random and high-entropy, so a slow hash adds nothing.
CREATE TABLE oauth_clients (
    id               UUID                     NOT NULL PRIMARY KEY,
    client_id        VARCHAR(100)             NOT NULL,
    tenant_id        UUID                     NOT NULL REFERENCES tenants (id),
    application_name VARCHAR(200)             NOT NULL,
    application_type VARCHAR(20)              NOT NULL,
    secret_digest    VARCHAR(200)             NOT NULL,
    allowed_origins  VARCHAR(4000)            NOT NULL,
    grant_types      VARCHAR(200)             NOT NULL,
    scopes           VARCHAR(2000)            NOT NULL,
    redirect_uris    VARCHAR(8000)            NOT NULL,
    enabled          BOOLEAN                  NOT NULL,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT oauth_clients_client_id_unique UNIQUE (client_id)
);
CREATE INDEX oauth_clients_by_tenant_idx ON oauth_clients (tenant_id);

-- Usernames are unique across the platform: the login page does not ask for a tenant.
CREATE TABLE users (
    id               UUID                     NOT NULL PRIMARY KEY,
    tenant_id        UUID                     NOT NULL REFERENCES tenants (id),
    username         VARCHAR(100)             NOT NULL,
    password_hash    VARCHAR(200)             NOT NULL,
    email            VARCHAR(256),
    name             VARCHAR(200),
    client_record_id UUID,
    enabled          BOOLEAN                  NOT NULL,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT users_username_unique UNIQUE (username)
);
CREATE INDEX users_by_tenant_idx ON users (tenant_id);

CREATE TABLE signing_keys (
    kid        VARCHAR(64)              NOT NULL PRIMARY KEY,
    algorithm  VARCHAR(10)              NOT NULL,
    jwk        VARCHAR(8000)            NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    retired_at TIMESTAMP WITH TIME ZONE
);

-- Spring Security's authorization store; token columns are text so that the same schema runs on H2 and PostgreSQL.
CREATE TABLE oauth2_authorization (
    id                            VARCHAR(100)             NOT NULL PRIMARY KEY,
    registered_client_id          VARCHAR(100)             NOT NULL,
    principal_name                VARCHAR(200)             NOT NULL,
    authorization_grant_type      VARCHAR(100)             NOT NULL,
    authorized_scopes             VARCHAR(1000),
    attributes                    VARCHAR,
    state                         VARCHAR(500),
    authorization_code_value      VARCHAR(1000),
    authorization_code_issued_at  TIMESTAMP WITH TIME ZONE,
    authorization_code_expires_at TIMESTAMP WITH TIME ZONE,
    authorization_code_metadata   VARCHAR,
    access_token_value            VARCHAR,
    access_token_issued_at        TIMESTAMP WITH TIME ZONE,
    access_token_expires_at       TIMESTAMP WITH TIME ZONE,
    access_token_metadata         VARCHAR,
    access_token_type             VARCHAR(100),
    access_token_scopes           VARCHAR(1000),
    oidc_id_token_value           VARCHAR,
    oidc_id_token_issued_at       TIMESTAMP WITH TIME ZONE,
    oidc_id_token_expires_at      TIMESTAMP WITH TIME ZONE,
    oidc_id_token_metadata        VARCHAR,
    refresh_token_value           VARCHAR(1000),
    refresh_token_issued_at       TIMESTAMP WITH TIME ZONE,
    refresh_token_expires_at      TIMESTAMP WITH TIME ZONE,
    refresh_token_metadata        VARCHAR,
    user_code_value               VARCHAR(1000),
    user_code_issued_at           TIMESTAMP WITH TIME ZONE,
    user_code_expires_at          TIMESTAMP WITH TIME ZONE,
    user_code_metadata            VARCHAR,
    device_code_value             VARCHAR(1000),
    device_code_issued_at         TIMESTAMP WITH TIME ZONE,
    device_code_expires_at        TIMESTAMP WITH TIME ZONE,
    device_code_metadata          VARCHAR
);
CREATE INDEX oauth2_authorization_by_state_idx ON oauth2_authorization (state);
CREATE INDEX oauth2_authorization_by_code_idx ON oauth2_authorization (authorization_code_value);
CREATE INDEX oauth2_authorization_by_refresh_token_idx ON oauth2_authorization (refresh_token_value);

CREATE TABLE oauth2_authorization_consent (
    registered_client_id VARCHAR(100)  NOT NULL,
    principal_name       VARCHAR(200)  NOT NULL,
    authorities          VARCHAR(1000) NOT NULL,
    PRIMARY KEY (registered_client_id, principal_name)
);

-- Refresh tokens replaced by rotation, by SHA-256 digest: presenting one again revokes its whole family.
CREATE TABLE rotated_refresh_tokens (
    token_digest     VARCHAR(64)              NOT NULL PRIMARY KEY,
    authorization_id VARCHAR(100)             NOT NULL,
    expires_at       TIMESTAMP WITH TIME ZONE NOT NULL
);

-- Self-contained access tokens are not stored; revoking one records its id until it would have expired.
CREATE TABLE revoked_access_tokens (
    jti        VARCHAR(100)             NOT NULL PRIMARY KEY,
    expires_at TIMESTAMP WITH TIME ZONE NOT NULL
);
