-- Where a client may send the browser after the user signed out (OpenID Connect RP-initiated logout),
-- space-separated like redirect_uris; clients registered before have none.
ALTER TABLE oauth_clients ADD COLUMN post_logout_redirect_uris VARCHAR(8000) DEFAULT '' NOT NULL;
