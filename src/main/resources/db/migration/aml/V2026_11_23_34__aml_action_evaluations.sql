-- Action risk evaluation records of document 3, with the factors the decision was taken on.
CREATE TABLE aml_action_evaluations (
    id                                      UUID                     NOT NULL PRIMARY KEY,
    tenant_id                               UUID                     NOT NULL,
    client_id                               UUID                     NOT NULL,
    created_user_id                         UUID                     NOT NULL,
    updated_user_id                         UUID                     NOT NULL,
    decider_user_id                         UUID,
    reconciliation_guid                     UUID,
    internal_account_withdrawal_request_id  UUID,
    sepa_direct_debit_execution_id          UUID,
    internal_account_id                     UUID,
    bank_account_id                         UUID,
    created_date                            TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date                            TIMESTAMP WITH TIME ZONE NOT NULL,
    date_action                             TIMESTAMP WITH TIME ZONE NOT NULL,
    date_decision                           TIMESTAMP WITH TIME ZONE,
    processing_date_time                    TIMESTAMP WITH TIME ZONE NOT NULL,
    client_key                              VARCHAR(100)             NOT NULL,
    client_name                             VARCHAR(100)             NOT NULL,
    client_surname                          VARCHAR(100),
    client_type                             VARCHAR(20)              NOT NULL,
    bank_account_iban                       VARCHAR(34),
    bank_account_country                    VARCHAR(3),
    risk_message                            VARCHAR(1000)            NOT NULL,
    processing_result                       VARCHAR(20)              NOT NULL,
    processing_status                       VARCHAR(20)              NOT NULL,
    source                                  VARCHAR(20)              NOT NULL,
    reason                                  VARCHAR(64),
    note                                    VARCHAR(128),
    transaction_type                        VARCHAR(20)              NOT NULL,
    account_usage_type                      VARCHAR(30)              NOT NULL,
    amount                                  NUMERIC(19, 4)           NOT NULL,
    currency_code                           VARCHAR(3)               NOT NULL,
    average_risk                            NUMERIC(9, 4)            NOT NULL,
    risk_threshold_accept_auto_below        NUMERIC(9, 4)            NOT NULL,
    risk_threshold_reject_auto_above        NUMERIC(9, 4)            NOT NULL,
    has_active_pep_record                   BOOLEAN                  NOT NULL,
    has_active_sanction_record              BOOLEAN                  NOT NULL,
    has_active_other_record                 BOOLEAN                  NOT NULL,
    is_approval_needed                      BOOLEAN                  NOT NULL,
    is_banned                               BOOLEAN                  NOT NULL,
    status                                  VARCHAR(20)              NOT NULL,
    factors                                 VARCHAR                  NOT NULL
);
CREATE INDEX aml_evaluations_by_client_idx ON aml_action_evaluations (tenant_id, client_id, date_action);
CREATE INDEX aml_evaluations_by_created_idx ON aml_action_evaluations (tenant_id, created_date);
CREATE INDEX aml_evaluations_by_status_idx ON aml_action_evaluations (tenant_id, status, created_date);

-- Every status an evaluation was given, by whom and when (the automatic decision, then the officer's).
CREATE TABLE aml_evaluation_decisions (
    id             UUID                     NOT NULL PRIMARY KEY,
    evaluation_id  UUID                     NOT NULL,
    status         VARCHAR(20)              NOT NULL,
    decided_by     UUID                     NOT NULL,
    decided_date   TIMESTAMP WITH TIME ZONE NOT NULL,
    source         VARCHAR(20)              NOT NULL,
    reason         VARCHAR(64),
    note           VARCHAR(128)
);
CREATE INDEX aml_evaluation_decisions_idx ON aml_evaluation_decisions (evaluation_id, decided_date);

-- Notifications of the AML officer about waiting evaluations; sent by mail when SMTP is configured, else logged.
CREATE TABLE aml_officer_notifications (
    id             UUID                     NOT NULL PRIMARY KEY,
    tenant_id      UUID                     NOT NULL,
    evaluation_id  UUID                     NOT NULL,
    recipient      VARCHAR(256)             NOT NULL,
    subject        VARCHAR(200)             NOT NULL,
    body           VARCHAR(4000)            NOT NULL,
    created_date   TIMESTAMP WITH TIME ZONE NOT NULL,
    sent_date      TIMESTAMP WITH TIME ZONE,
    channel        VARCHAR(10),
    attempts       INTEGER                  NOT NULL,
    last_error     VARCHAR(500)
);
CREATE INDEX aml_officer_notifications_pending_idx ON aml_officer_notifications (sent_date, created_date);
