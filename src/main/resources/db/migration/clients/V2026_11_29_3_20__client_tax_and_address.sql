-- The contract's address and German tax data of a client record (section 4), and the church tax queries (Kistam)
-- made for it (section 11). The church tax attribute and the date of the last answer are set by the platform only.
ALTER TABLE clients ADD COLUMN address_street VARCHAR(100);
ALTER TABLE clients ADD COLUMN address_street_number VARCHAR(20);
ALTER TABLE clients ADD COLUMN address_postal_code VARCHAR(20);
ALTER TABLE clients ADD COLUMN address_city VARCHAR(100);
ALTER TABLE clients ADD COLUMN address_country VARCHAR(3);
ALTER TABLE clients ADD COLUMN tax_identification_number VARCHAR(11);
ALTER TABLE clients ADD COLUMN church_tax_religion_code VARCHAR(10);
ALTER TABLE clients ADD COLUMN church_tax_rate DECIMAL(5, 2);
ALTER TABLE clients ADD COLUMN church_tax_valid_from DATE;
ALTER TABLE clients ADD COLUMN church_tax_queried_date TIMESTAMP WITH TIME ZONE;
-- The year of the client's latest yearly query, so that the yearly run finds the records lacking theirs by a
-- condition on this table alone (an anti-join with kistam_queries is planned badly while that table grows).
ALTER TABLE clients ADD COLUMN kistam_yearly_year INTEGER;

-- One query to the tax authority. Sent until answered; a failed attempt is tried again at next_attempt_date, and a
-- query out of attempts is Failed. The yearly query of a client exists once per year (query_year is set for Yearly
-- queries only; nulls are distinct in a unique constraint), so that instances running the yearly job at once create
-- it once.
CREATE TABLE kistam_queries (
    id                          UUID                     NOT NULL PRIMARY KEY,
    tenant_id                   UUID                     NOT NULL,
    client_id                   UUID                     NOT NULL,
    reason                      VARCHAR(20)              NOT NULL,
    status                      VARCHAR(20)              NOT NULL,
    query_year                  INTEGER,
    created_date                TIMESTAMP WITH TIME ZONE NOT NULL,
    answered_date               TIMESTAMP WITH TIME ZONE,
    church_tax_religion_code    VARCHAR(10),
    church_tax_rate             DECIMAL(5, 2),
    church_tax_valid_from       DATE,
    attempts                    INTEGER                  NOT NULL,
    next_attempt_date           TIMESTAMP WITH TIME ZONE,
    last_error                  VARCHAR(200),
    CONSTRAINT kistam_queries_yearly_once UNIQUE (client_id, query_year, reason)
);
CREATE INDEX kistam_queries_by_client_idx ON kistam_queries (tenant_id, client_id, created_date);
CREATE INDEX kistam_queries_due_idx ON kistam_queries (status, next_attempt_date);
