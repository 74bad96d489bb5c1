-- Account numbers (contract section 15): ten digits, the last a Luhn check digit, unique per tenant. The first
-- nine come from one sequence for both kinds of account, so an internal and a deposit account never share a number;
-- the sequence starts at 100000000 so that every number has ten digits without leading zeros.
CREATE SEQUENCE account_number_bases START WITH 100000000;

ALTER TABLE internal_accounts ADD COLUMN account_number VARCHAR(10);
ALTER TABLE deposit_accounts ADD COLUMN account_number VARCHAR(10);

-- Existing accounts: the nine digits first, then the check digit appended from them.
UPDATE internal_accounts SET account_number = CAST(nextval('account_number_bases') AS VARCHAR(10));
UPDATE deposit_accounts SET account_number = CAST(nextval('account_number_bases') AS VARCHAR(10));

UPDATE internal_accounts SET account_number = account_number || CAST(MOD(10 - MOD(
        CASE WHEN CAST(SUBSTRING(account_number, 1, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 1, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 1, 1) AS INTEGER) END
        + CAST(SUBSTRING(account_number, 2, 1) AS INTEGER)
        + CASE WHEN CAST(SUBSTRING(account_number, 3, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 3, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 3, 1) AS INTEGER) END
        + CAST(SUBSTRING(account_number, 4, 1) AS INTEGER)
        + CASE WHEN CAST(SUBSTRING(account_number, 5, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 5, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 5, 1) AS INTEGER) END
        + CAST(SUBSTRING(account_number, 6, 1) AS INTEGER)
        + CASE WHEN CAST(SUBSTRING(account_number, 7, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 7, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 7, 1) AS INTEGER) END
        + CAST(SUBSTRING(account_number, 8, 1) AS INTEGER)
        + CASE WHEN CAST(SUBSTRING(account_number, 9, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 9, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 9, 1) AS INTEGER) END, 10), 10) AS VARCHAR(1));

UPDATE deposit_accounts SET account_number = account_number || CAST(MOD(10 - MOD(
        CASE WHEN CAST(SUBSTRING(account_number, 1, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 1, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 1, 1) AS INTEGER) END
        + CAST(SUBSTRING(account_number, 2, 1) AS INTEGER)
        + CASE WHEN CAST(SUBSTRING(account_number, 3, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 3, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 3, 1) AS INTEGER) END
        + CAST(SUBSTRING(account_number, 4, 1) AS INTEGER)
        + CASE WHEN CAST(SUBSTRING(account_number, 5, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 5, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 5, 1) AS INTEGER) END
        + CAST(SUBSTRING(account_number, 6, 1) AS INTEGER)
        + CASE WHEN CAST(SUBSTRING(account_number, 7, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 7, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 7, 1) AS INTEGER) END
        + CAST(SUBSTRING(account_number, 8, 1) AS INTEGER)
        + CASE WHEN CAST(SUBSTRING(account_number, 9, 1) AS INTEGER) >= 5 THEN 2 * CAST(SUBSTRING(account_number, 9, 1) AS INTEGER) - 9 ELSE 2 * CAST(SUBSTRING(account_number, 9, 1) AS INTEGER) END, 10), 10) AS VARCHAR(1));

ALTER TABLE internal_accounts ALTER COLUMN account_number SET NOT NULL;
CREATE UNIQUE INDEX internal_accounts_number_idx ON internal_accounts (tenant_id, account_number);

ALTER TABLE deposit_accounts ALTER COLUMN account_number SET NOT NULL;
CREATE UNIQUE INDEX deposit_accounts_number_idx ON deposit_accounts (tenant_id, account_number);
