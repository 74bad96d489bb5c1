-- Loss threshold reports (MiFID II Delegated Regulation 2017/565, article 62). A snapshot values a client's securities
-- of one currency at a day's end-of-day prices and compares the value with the start of the reporting period (the
-- calendar quarter); a report is issued once per 10 % threshold of loss within the period.
CREATE TABLE portfolio_snapshots (
    id                 UUID                     NOT NULL PRIMARY KEY,
    tenant_id          UUID                     NOT NULL,
    client_id          UUID                     NOT NULL,
    currency_code      VARCHAR(3)               NOT NULL,
    snapshot_date      DATE                     NOT NULL,
    portfolio_value    NUMERIC(19, 4)           NOT NULL,
    -- the first day of the quarter the snapshot belongs to
    period_start       DATE                     NOT NULL,
    -- the snapshot the period's start value is taken from: the last one before the quarter, or the quarter's first
    start_date         DATE                     NOT NULL,
    start_value        NUMERIC(19, 4)           NOT NULL,
    -- securities booked in less booked out (quantity x booked price: deliveries, trade settlements, reversals) with a
    -- value date after start_date up to snapshot_date
    net_inflow         NUMERIC(19, 4)           NOT NULL,
    -- (start_value + net_inflow - portfolio_value) / (start_value + net_inflow) x 100, truncated; negative
    -- for a gain
    loss_percent       NUMERIC(9, 4)            NOT NULL,
    -- the highest threshold reported in the period up to this snapshot (0 for none), and whether this one reported
    reported_threshold INTEGER                  NOT NULL,
    reported           BOOLEAN                  NOT NULL,
    created_date       TIMESTAMP WITH TIME ZONE NOT NULL,
    -- one valuation per portfolio and day, however many instances run the daily job
    CONSTRAINT portfolio_snapshots_day_uq UNIQUE (client_id, currency_code, snapshot_date)
);
CREATE INDEX portfolio_snapshots_by_tenant_idx ON portfolio_snapshots (tenant_id, client_id, snapshot_date);

CREATE TABLE loss_threshold_reports (
    id            UUID                     NOT NULL PRIMARY KEY,
    tenant_id     UUID                     NOT NULL,
    client_id     UUID                     NOT NULL,
    snapshot_date DATE                     NOT NULL,
    created_date  TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT loss_threshold_reports_day_uq UNIQUE (client_id, snapshot_date)
);
CREATE INDEX loss_threshold_reports_by_tenant_idx ON loss_threshold_reports (tenant_id, client_id, snapshot_date);

-- The positions a report values, as valued when it was issued: a late quote does not change a report sent.
CREATE TABLE loss_threshold_report_positions (
    report_id      UUID           NOT NULL REFERENCES loss_threshold_reports (id),
    line           INTEGER        NOT NULL,
    currency_code  VARCHAR(3)     NOT NULL,
    isin_code      VARCHAR(12)    NOT NULL,
    provider       VARCHAR(20)    NOT NULL,
    quantity       NUMERIC(19, 6) NOT NULL,
    price          NUMERIC(19, 6) NOT NULL,
    position_value NUMERIC(19, 4) NOT NULL,
    PRIMARY KEY (report_id, line)
);
