-- The reference-data store: the provider's objects, their sections per ag and bid, field definitions, and what
-- the definitions search and the filter value search look up. Written only by the snapshot import; the provider's
-- data is shared by all tenants.

CREATE TABLE md_snapshots (
    id UUID PRIMARY KEY,
    provider_timestamp TIMESTAMP WITH TIME ZONE NOT NULL,
    imported_at TIMESTAMP WITH TIME ZONE NOT NULL,
    source VARCHAR(300) NOT NULL,
    object_count INTEGER NOT NULL,
    section_count INTEGER NOT NULL
);

CREATE TABLE md_objects (
    id VARCHAR(12) PRIMARY KEY,
    object_type VARCHAR(20) NOT NULL,
    isin VARCHAR(12),
    wkn VARCHAR(6),
    ekn VARCHAR(12),
    name VARCHAR(300) NOT NULL,
    -- lower case, accents removed: the order of definitions pages
    sort_name VARCHAR(300) NOT NULL,
    type VARCHAR(100) NOT NULL,
    cfi_code VARCHAR(6),
    snapshot_id UUID NOT NULL
);

CREATE INDEX md_objects_isin ON md_objects (isin);
CREATE INDEX md_objects_wkn ON md_objects (wkn);
CREATE INDEX md_objects_ekn ON md_objects (ekn);
CREATE INDEX md_objects_type_name ON md_objects (object_type, sort_name, id);

-- Objects per type, counted at the end of every import: the total of an unfiltered definitions list.
CREATE TABLE md_object_counts (
    object_type VARCHAR(20) PRIMARY KEY,
    object_count BIGINT NOT NULL
);

CREATE TABLE md_sections (
    object_id VARCHAR(12) NOT NULL,
    ag VARCHAR(1) NOT NULL,
    bid VARCHAR(50) NOT NULL,
    last_modification TIMESTAMP WITH TIME ZONE NOT NULL,
    type_of_event VARCHAR(100),
    source_of_event VARCHAR(100),
    -- the provider's relevant date, or the section's updated or created date by the fallback rule
    relevant_date DATE NOT NULL,
    source_of_date VARCHAR(100) NOT NULL,
    dat_fields VARCHAR NOT NULL,
    txt_fields VARCHAR NOT NULL,
    table_json VARCHAR,
    PRIMARY KEY (object_id, ag, bid)
);

CREATE TABLE md_field_definitions (
    code VARCHAR(50) PRIMARY KEY,
    ag VARCHAR(1) NOT NULL,
    kind VARCHAR(3) NOT NULL,
    type VARCHAR(20) NOT NULL,
    label VARCHAR(200) NOT NULL,
    explanation VARCHAR(2000) NOT NULL,
    filterable BOOLEAN NOT NULL,
    showcase VARCHAR(200)
);

-- One row per word of an object's name: a prefix of every word of searchParameter is a B-tree range scan. The
-- object's type and sort name ride along, so that a search picks its page from this index alone.
CREATE TABLE md_name_tokens (
    token VARCHAR(100) NOT NULL,
    object_type VARCHAR(20) NOT NULL,
    sort_name VARCHAR(300) NOT NULL,
    object_id VARCHAR(12) NOT NULL,
    PRIMARY KEY (token, object_type, sort_name, object_id)
);

CREATE INDEX md_name_tokens_object ON md_name_tokens (object_id);

-- The values of filterable fields, from the object's newest section holding the field.
CREATE TABLE md_field_values (
    object_id VARCHAR(12) NOT NULL,
    field_code VARCHAR(50) NOT NULL,
    value_dat VARCHAR(500),
    value_txt VARCHAR(2000),
    search_value VARCHAR(2000) NOT NULL,
    PRIMARY KEY (object_id, field_code)
);

CREATE INDEX md_field_values_field ON md_field_values (field_code, search_value);
