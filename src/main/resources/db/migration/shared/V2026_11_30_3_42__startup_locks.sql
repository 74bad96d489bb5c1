-- One row per kind of start-up work that instances starting at the same moment must do one at a time (the demo's
-- seeding): the work runs in a transaction that holds the row locked (SELECT ... FOR UPDATE), so the next instance
-- waits for it and then finds its results.
CREATE TABLE startup_locks (
    name VARCHAR(100) NOT NULL PRIMARY KEY
);
