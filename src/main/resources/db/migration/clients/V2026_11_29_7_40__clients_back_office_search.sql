-- The back office's search of a tenant's client records by the start of the surname (the name has its index).
CREATE INDEX clients_by_tenant_surname_idx ON clients (tenant_id, surname);
