-- What a client record chose for an event with choice: a quantity of its entitled shares for one option (the
-- default option applies to the rest). One election a client record and action; a new one replaces it.
CREATE TABLE corporate_action_elections (
    corporate_action_id  VARCHAR(36)              NOT NULL REFERENCES corporate_actions (id),
    tenant_id            UUID                     NOT NULL,
    client_id            UUID                     NOT NULL,
    option_number        INTEGER                  NOT NULL,
    quantity             NUMERIC(19, 6)           NOT NULL,
    created_date         TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_date         TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (corporate_action_id, tenant_id, client_id)
);
