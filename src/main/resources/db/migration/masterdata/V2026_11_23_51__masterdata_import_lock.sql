-- One row, locked by every snapshot import for its whole transaction, so that imports of overlapping objects run one
-- after the other on every instance instead of colliding on primary keys.
CREATE TABLE md_import_lock (
    id INTEGER NOT NULL PRIMARY KEY
);
INSERT INTO md_import_lock (id) VALUES (1);
