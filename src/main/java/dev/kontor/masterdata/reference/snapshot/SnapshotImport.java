package dev.kontor.masterdata.reference.snapshot;

import java.io.InputStream;
import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.masterdata.reference.ReferenceDataSettings;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.web.JsonPaths;

/**
 * Imports a provider snapshot as it reads it: each batch of objects is checked and replaces the stored objects, all
 * in one transaction, so that readers see the old snapshot or the new one, never a part, and a snapshot that breaks
 * a rule anywhere, or is cut short, leaves nothing behind.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class SnapshotImport {

	private static final Logger log = LoggerFactory.getLogger(SnapshotImport.class);

	private final SnapshotTables tables;

	private final JsonMapper json;

	private final ReferenceDataSettings settings;

	private final Clock clock;

	private final Ids ids;

	/** Reads and imports a snapshot document; {@code source} (such as the file name) is kept with it. */
	@Transactional
	public ImportResult importJson(InputStream document, String source) {
		long started = System.nanoTime();
		tables.lockImports();
		UUID snapshotId = ids.next();
		SnapshotBatches batches = new SnapshotBatches(tables, json, snapshotId);
		SnapshotDocument.Read read;
		try {
			read = SnapshotDocument.read(json, document, settings.importBatchSize(), batches);
		}
		catch (JacksonException ex) {
			String duplicate = JsonPaths.ofDuplicate(ex);
			throw new InvalidInput("snapshot", (duplicate.isEmpty()
					? "The snapshot is not valid JSON of the documented format"
					: "The snapshot sends property " + duplicate + " more than once in one object")
					+ SnapshotDocument.where(ex.getLocation()));
		}
		batches.throwIfBroken(read);
		Instant providerTimestamp = Objects.requireNonNull(read.providerTimestamp());
		tables.recount(settings.commonPrefixObjects());
		Instant importedAt = Timestamps.now(clock);
		tables.recordSnapshot(snapshotId, providerTimestamp, importedAt, source, batches.objects(), batches.sections());
		log.info("Imported reference-data snapshot {} from {}: {} objects, {} sections, {} field definitions in {} ms",
				snapshotId, source, batches.objects(), batches.sections(), batches.definitions(),
				(System.nanoTime() - started) / 1_000_000);
		return new ImportResult(snapshotId, providerTimestamp, importedAt, batches.objects(), batches.sections(),
				batches.definitions());
	}
}
