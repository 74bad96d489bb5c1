-- When the ex date of an action that changes the number of shares was acted on (open orders cancelled); null before.
ALTER TABLE corporate_actions ADD COLUMN ex_date_passed TIMESTAMP WITH TIME ZONE;
