-- Failed client authentications and sign-ins, counted per key ("client:<client id>", "client-address:<address>",
-- "user:<username>", "sign-in-address:<address>") and shared by every instance on the database.
-- failures: failures since the count last started; blocked_until: no attempt of the key is made before it;
-- forget_at: when the row may be deleted (the count starts again after it).
CREATE TABLE failed_attempts (
    throttle_key    VARCHAR(200)             NOT NULL PRIMARY KEY,
    failures        INTEGER                  NOT NULL,
    last_failure_at TIMESTAMP WITH TIME ZONE NOT NULL,
    blocked_until   TIMESTAMP WITH TIME ZONE,
    forget_at       TIMESTAMP WITH TIME ZONE NOT NULL
);
-- Instances read the blocks set since their last look.
CREATE INDEX failed_attempts_by_last_failure_idx ON failed_attempts (last_failure_at);
CREATE INDEX failed_attempts_by_forget_at_idx ON failed_attempts (forget_at);
