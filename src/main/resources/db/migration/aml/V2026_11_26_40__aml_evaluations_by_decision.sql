-- The officer's list of decided evaluations reads them the latest decision first.
CREATE INDEX aml_evaluations_by_decision_idx ON aml_action_evaluations (tenant_id, date_decision);
