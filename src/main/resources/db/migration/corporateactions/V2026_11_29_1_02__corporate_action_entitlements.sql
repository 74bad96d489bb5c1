-- When the entitlements of an action were fixed (after its record date); null until then.
ALTER TABLE corporate_actions ADD COLUMN entitled_date TIMESTAMP WITH TIME ZONE;

-- What each deposit account holding the instrument at the end of the record date is entitled to, and how it was
-- booked. Booked exactly once: its status changes in the transaction of its bookings.
CREATE TABLE corporate_action_entitlements (
    id                    UUID                     NOT NULL PRIMARY KEY,
    corporate_action_id   VARCHAR(36)              NOT NULL REFERENCES corporate_actions (id),
    tenant_id             UUID                     NOT NULL,
    client_id             UUID                     NOT NULL,
    deposit_account_id    UUID                     NOT NULL,
    provider              VARCHAR(20)              NOT NULL,
    quantity              NUMERIC(19, 6)           NOT NULL,
    status                VARCHAR(12)              NOT NULL,
    -- the cash booked (a dividend, cash in lieu of a fraction) and the tax withheld, in the action's currency
    internal_account_id   UUID,
    currency_code         CHAR(3),
    gross_amount          NUMERIC(19, 4),
    tax_amount            NUMERIC(19, 4),
    -- why an entitlement could not be booked (Failed)
    failure               VARCHAR(500),
    created_date          TIMESTAMP WITH TIME ZONE NOT NULL,
    booked_date           TIMESTAMP WITH TIME ZONE,
    CONSTRAINT corporate_action_entitlements_uq UNIQUE (corporate_action_id, deposit_account_id, provider)
);
CREATE INDEX corporate_action_entitlements_pending_idx ON corporate_action_entitlements (corporate_action_id, status);
CREATE INDEX corporate_action_entitlements_by_client_idx
    ON corporate_action_entitlements (tenant_id, corporate_action_id, client_id);
