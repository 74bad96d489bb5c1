-- A reservation may be used in parts (an order filled in several executions): what is left of it is kept beside the
-- amount first reserved. An Open reservation holds its remaining amount on the account; an ended one holds nothing.
ALTER TABLE cash_reservations ADD COLUMN remaining NUMERIC(19, 4);
UPDATE cash_reservations SET remaining = CASE WHEN status = 'Open' THEN amount ELSE 0 END;
ALTER TABLE cash_reservations ALTER COLUMN remaining SET NOT NULL;
ALTER TABLE cash_reservations ADD CONSTRAINT cash_reservations_remaining_within CHECK (remaining >= 0 AND remaining <= amount);

ALTER TABLE security_reservations ADD COLUMN remaining NUMERIC(19, 6);
UPDATE security_reservations SET remaining = CASE WHEN status = 'Open' THEN quantity ELSE 0 END;
ALTER TABLE security_reservations ALTER COLUMN remaining SET NOT NULL;
ALTER TABLE security_reservations ADD CONSTRAINT security_reservations_remaining_within CHECK (remaining >= 0 AND remaining <= quantity);
