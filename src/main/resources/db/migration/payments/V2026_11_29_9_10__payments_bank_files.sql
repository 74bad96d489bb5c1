-- With the bank connection in files (kontor.payments.bank=files) an approved direct debit and a created credit
-- transfer wait for the next cut-off's file (awaiting_file); the bank's reason code of a failure, a return or a
-- rejection is kept with the instruction.
ALTER TABLE payment_direct_debits ADD COLUMN awaiting_file BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE payment_direct_debits ADD COLUMN bank_reason_code VARCHAR(4);
ALTER TABLE payment_credit_transfers ADD COLUMN awaiting_file BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE payment_credit_transfers ADD COLUMN bank_reason_code VARCHAR(4);
CREATE INDEX payment_direct_debits_awaiting_file_idx ON payment_direct_debits (awaiting_file, created_date);
CREATE INDEX payment_credit_transfers_awaiting_file_idx ON payment_credit_transfers (awaiting_file, created_date);
