-- Corporate action announcements (contract section 10): one row an action, for every tenant, with its options.
CREATE TABLE corporate_actions (
    id                      VARCHAR(36)              NOT NULL PRIMARY KEY,
    isin_code               VARCHAR(12)              NOT NULL,
    event_type              VARCHAR(20)              NOT NULL,
    mandatory_voluntary     VARCHAR(20)              NOT NULL,
    status                  VARCHAR(12)              NOT NULL,
    ex_date                 DATE,
    record_date             DATE,
    payment_date            DATE,
    election_deadline       DATE,
    meeting_date            DATE,
    currency_code           CHAR(3),
    gross_amount_per_share  NUMERIC(19, 6),
    withholding_tax_rate    NUMERIC(9, 6),
    ratio_new               NUMERIC(19, 6),
    ratio_old               NUMERIC(19, 6),
    new_isin_code           VARCHAR(12),
    cash_in_lieu_price      NUMERIC(19, 6),
    description             VARCHAR(1000),
    source                  VARCHAR(8)               NOT NULL,
    version                 INTEGER                  NOT NULL,
    created_date            TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date            TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX corporate_actions_by_isin_idx ON corporate_actions (isin_code, record_date);
-- The daily job looks for announced actions whose payment date has come.
CREATE INDEX corporate_actions_due_idx ON corporate_actions (status, payment_date);

CREATE TABLE corporate_action_options (
    corporate_action_id  VARCHAR(36) NOT NULL REFERENCES corporate_actions (id) ON DELETE CASCADE,
    option_number        INTEGER     NOT NULL,
    option_type          VARCHAR(10) NOT NULL,
    is_default           BOOLEAN     NOT NULL,
    PRIMARY KEY (corporate_action_id, option_number)
);
