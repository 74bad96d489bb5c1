-- The SEPA files of the bank connection (kontor.payments.bank=files): every file written to the outbox and every
-- file read from the inbox, rejected ones with their reason. An outgoing file is stored with its content in the
-- transaction that uploads its instructions, and then written to the outbox (in_outbox), so that a crash between
-- the two leaves it to be written again rather than lost.
CREATE TABLE bank_files (
    id                     UUID                     NOT NULL PRIMARY KEY,
    name                   VARCHAR(255)             NOT NULL,
    direction              VARCHAR(8)               NOT NULL,
    message_type           VARCHAR(16),
    msg_id                 VARCHAR(35),
    -- Set for a file read and applied, to its message type and MsgId: a file read twice changes nothing.
    applied_message        VARCHAR(60)              UNIQUE,
    number_of_transactions INTEGER                  NOT NULL,
    control_sum            NUMERIC(19, 2)           NOT NULL,
    status                 VARCHAR(8)               NOT NULL,
    reason                 VARCHAR(2000),
    content                BYTEA,
    in_outbox              BOOLEAN                  NOT NULL,
    created_date           TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX bank_files_by_date_idx ON bank_files (created_date, id);
CREATE INDEX bank_files_outgoing_by_msg_id_idx ON bank_files (msg_id);
CREATE INDEX bank_files_not_in_outbox_idx ON bank_files (in_outbox);

-- Each transaction of an outgoing file by its EndToEndId, which the bank's answers name.
CREATE TABLE bank_file_transactions (
    end_to_end_id  VARCHAR(35)    NOT NULL PRIMARY KEY,
    file_id        UUID           NOT NULL REFERENCES bank_files (id),
    kind           VARCHAR(16)    NOT NULL,
    tenant_id      UUID           NOT NULL,
    instruction_id UUID           NOT NULL,
    amount         NUMERIC(19, 2) NOT NULL,
    currency_code  CHAR(3)        NOT NULL
);
CREATE INDEX bank_file_transactions_by_file_idx ON bank_file_transactions (file_id);
