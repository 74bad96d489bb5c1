-- The trade providers whose prices a price connector (a client of tenant operator with pricefeed.write) may write,
-- space-separated like the other lists; NULL for every provider, and for every client that is no price connector.
ALTER TABLE oauth_clients ADD COLUMN price_providers VARCHAR(1100);
