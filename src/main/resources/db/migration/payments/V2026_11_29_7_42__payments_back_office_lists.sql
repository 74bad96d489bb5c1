-- The back office's lists of a tenant's deposits and withdrawals, newest first, of the tenant or of a client record.
CREATE INDEX payment_direct_debits_by_tenant_idx ON payment_direct_debits (tenant_id, created_date);
CREATE INDEX payment_direct_debits_by_client_idx ON payment_direct_debits (tenant_id, client_id, created_date);
CREATE INDEX payment_withdrawals_by_tenant_idx ON payment_withdrawals (tenant_id, created_date);
CREATE INDEX payment_withdrawals_by_client_idx ON payment_withdrawals (tenant_id, client_id, created_date);
