-- The securities an entitlement delivered: the instrument and the whole quantity the position now holds of it.
ALTER TABLE corporate_action_entitlements ADD COLUMN new_isin_code VARCHAR(12);
ALTER TABLE corporate_action_entitlements ADD COLUMN new_quantity NUMERIC(19, 6);
