-- Tenant AML general parameters of document 3: one row per tenant.
CREATE TABLE aml_settings (
    tenant_id                                  UUID                     NOT NULL PRIMARY KEY,
    aml_officer_email                          VARCHAR(256)             NOT NULL,
    risk_threshold_accept_auto_below           NUMERIC(9, 4)            NOT NULL,
    risk_threshold_reject_auto_above           NUMERIC(9, 4)            NOT NULL,
    default_pep_risk_factor                    NUMERIC(9, 4)            NOT NULL,
    default_sanction_risk_factor               NUMERIC(9, 4)            NOT NULL,
    default_other_risk_factor                  NUMERIC(9, 4)            NOT NULL,
    reason                                     VARCHAR(64),
    note                                       VARCHAR(128),
    save_aml_monitoring_results_under_client_docs BOOLEAN               NOT NULL,
    created_date                               TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date                               TIMESTAMP WITH TIME ZONE,
    created_user_id                            UUID,
    updated_user_id                            UUID
);
