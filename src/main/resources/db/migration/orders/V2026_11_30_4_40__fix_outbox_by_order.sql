-- An order's requests, newest last: the NewOrderSingle a cancel is built from, the last request a status request
-- names, and a request written once more, each read by order rather than by scanning every request ever sent.
CREATE INDEX fix_outbox_by_order ON fix_outbox (order_id, id);
