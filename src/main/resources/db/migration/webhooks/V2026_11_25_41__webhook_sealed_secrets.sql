-- The endpoint secrets are stored sealed (enc:v1:<key id>:<base64url of nonce, ciphertext and tag>): a sealed value
-- takes about 4/3 of its clear UTF-8 bytes plus 60 characters. Values written in clear before are sealed at start.
ALTER TABLE webhook_endpoints ALTER COLUMN api_key SET DATA TYPE VARCHAR(4000);
ALTER TABLE webhook_endpoints ALTER COLUMN auth_secret SET DATA TYPE VARCHAR(4000);
ALTER TABLE webhook_endpoints ALTER COLUMN signing_secret SET DATA TYPE VARCHAR(400);
ALTER TABLE webhook_endpoints ALTER COLUMN previous_signing_secret SET DATA TYPE VARCHAR(400);
