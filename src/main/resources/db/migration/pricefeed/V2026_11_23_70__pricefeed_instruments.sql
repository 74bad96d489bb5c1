-- Instruments of each trade provider (document 2). The key is (provider, isin_code): instruments of different
-- providers never mix, and quotes refer to an instrument by the same pair.
CREATE TABLE pricefeed_instruments (
    provider               VARCHAR(20)              NOT NULL,
    isin_code              VARCHAR(12)              NOT NULL,
    id                     UUID                     NOT NULL,
    name                   VARCHAR(200)             NOT NULL,
    home_market            VARCHAR(100),
    market                 VARCHAR(100),
    short_code             VARCHAR(30),
    currency               VARCHAR(3),
    country                VARCHAR(100),
    mic                    VARCHAR(4),
    type                   VARCHAR(20)              NOT NULL,
    alpha3_country_code    VARCHAR(3),
    exists_at_master_data  BOOLEAN                  NOT NULL,
    settlement_days        INTEGER                  NOT NULL,
    settlement_for         VARCHAR(20)              NOT NULL,
    settlement_days_type   VARCHAR(20)              NOT NULL,
    instrument_key         VARCHAR(100),
    tradeable              BOOLEAN                  NOT NULL,
    created_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date           TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT pk_pricefeed_instruments PRIMARY KEY (provider, isin_code),
    CONSTRAINT uq_pricefeed_instruments_id UNIQUE (id)
);

-- The lists filter by provider, optionally type and tradeable, and page in ISIN order.
CREATE INDEX ix_pricefeed_instruments_type ON pricefeed_instruments (provider, type, isin_code);

-- Order support of an instrument for one tenant. Name, short code and type are read from the instrument.
CREATE TABLE pricefeed_order_support (
    tenant_id                      UUID                     NOT NULL,
    provider                       VARCHAR(20)              NOT NULL,
    isin_code                      VARCHAR(12)              NOT NULL,
    fractional_orders_allowed      BOOLEAN                  NOT NULL,
    money_orders_allowed           BOOLEAN                  NOT NULL,
    block_orders_allowed           BOOLEAN                  NOT NULL,
    sell_allowed_only              BOOLEAN                  NOT NULL,
    trade_allowed                  BOOLEAN                  NOT NULL,
    fractional_order_min_quantity  NUMERIC(19, 6),
    fractional_order_min_amount    NUMERIC(19, 6),
    block_order_min_quantity       NUMERIC(19, 6),
    block_order_min_amount         NUMERIC(19, 6),
    max_quantity_per_order_block   NUMERIC(19, 6),
    pea_max_quantity               NUMERIC(19, 6),
    created_date                   TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date                   TIMESTAMP WITH TIME ZONE NOT NULL,
    created_user_id                VARCHAR(100)             NOT NULL,
    updated_user_id                VARCHAR(100)             NOT NULL,
    CONSTRAINT pk_pricefeed_order_support PRIMARY KEY (tenant_id, provider, isin_code),
    CONSTRAINT fk_pricefeed_order_support_instrument FOREIGN KEY (provider, isin_code)
        REFERENCES pricefeed_instruments (provider, isin_code)
);

-- Markets with a calendar; a MIC without a row here is unknown (404).
CREATE TABLE pricefeed_markets (
    mic           VARCHAR(4)               NOT NULL PRIMARY KEY,
    created_date  TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date  TIMESTAMP WITH TIME ZONE NOT NULL
);

-- dayOfWeek is ISO 8601: Monday = 1 … Sunday = 7.
CREATE TABLE pricefeed_working_days (
    mic           VARCHAR(4)   NOT NULL REFERENCES pricefeed_markets (mic),
    day_of_week   INTEGER      NOT NULL,
    time_zone     VARCHAR(64)  NOT NULL,
    start_hour    INTEGER      NOT NULL,
    start_minute  INTEGER      NOT NULL,
    start_second  INTEGER      NOT NULL,
    end_hour      INTEGER      NOT NULL,
    end_minute    INTEGER      NOT NULL,
    end_second    INTEGER      NOT NULL,
    CONSTRAINT pk_pricefeed_working_days PRIMARY KEY (mic, day_of_week)
);

CREATE TABLE pricefeed_holidays (
    mic           VARCHAR(4)   NOT NULL REFERENCES pricefeed_markets (mic),
    holiday_date  DATE         NOT NULL,
    holiday_name  VARCHAR(200) NOT NULL,
    time_zone     VARCHAR(64)  NOT NULL,
    start_hour    INTEGER      NOT NULL,
    start_minute  INTEGER      NOT NULL,
    start_second  INTEGER      NOT NULL,
    end_hour      INTEGER      NOT NULL,
    end_minute    INTEGER      NOT NULL,
    end_second    INTEGER      NOT NULL,
    CONSTRAINT pk_pricefeed_holidays PRIMARY KEY (mic, holiday_date)
);
