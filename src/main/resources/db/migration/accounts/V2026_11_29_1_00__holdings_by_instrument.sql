-- Who holds an instrument, across tenants (corporate actions): its positions now, and its movements up to a date.
CREATE INDEX positions_by_instrument_idx ON positions (isin_code, tenant_id);
CREATE INDEX security_movements_by_instrument_idx ON security_movements (isin_code, value_date);
