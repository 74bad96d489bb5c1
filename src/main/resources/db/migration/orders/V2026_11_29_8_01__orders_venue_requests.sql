-- Cancellations and modifications sent to a venue that answers later (FIX, contract section 12). The order is
-- PendingCancel or PendingReplace until the venue answers; the request keeps what it asked for (the new terms of a
-- modification) and the status to go back to when the venue refuses it. Its number is the suffix of the request's
-- FIX ClOrdID (<orderId>.<number>).
CREATE TABLE order_venue_requests (
    order_id        UUID                     NOT NULL REFERENCES orders (id),
    number          INTEGER                  NOT NULL,
    kind            VARCHAR(8)               NOT NULL,
    status_before   VARCHAR(16)              NOT NULL,
    quantity        NUMERIC(19, 6),
    limit_price     NUMERIC(19, 6),
    stop_price      NUMERIC(19, 6),
    requested_date  TIMESTAMP WITH TIME ZONE NOT NULL,
    -- Accepted or Refused once the venue answered; null while it has not.
    answer          VARCHAR(8),
    answered_date   TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (order_id, number)
);

-- The venue's own id of an execution (FIX ExecID): an execution reported twice is booked once.
ALTER TABLE order_executions ADD COLUMN venue_execution_id VARCHAR(64);
CREATE UNIQUE INDEX order_executions_venue_execution_uq ON order_executions (order_id, venue_execution_id);
