-- The back office's search of a tenant's orders, newest first: by the tenant alone, by ISIN or by status, each a
-- page read from one index (by client record: orders_by_client_idx).
CREATE INDEX orders_by_tenant_created_idx ON orders (tenant_id, created_date, id);
CREATE INDEX orders_by_tenant_isin_idx ON orders (tenant_id, isin_code, created_date);
CREATE INDEX orders_by_tenant_status_idx ON orders (tenant_id, status, created_date);
