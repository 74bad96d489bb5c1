package dev.kontor.masterdata.reference.snapshot;

import java.time.Instant;
import java.util.UUID;

/** What an import stored: the snapshot's id and timestamps, and how many objects, sections and definitions. */
public record ImportResult(UUID snapshotId, Instant providerTimestamp, Instant importedAt, int objects, int sections,
		int fieldDefinitions) {
}
