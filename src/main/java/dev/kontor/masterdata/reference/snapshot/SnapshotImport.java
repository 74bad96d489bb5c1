package dev.kontor.masterdata.reference.snapshot;

import java.io.InputStream;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.masterdata.reference.ReferenceDataSettings;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Imports a provider snapshot: checks all of it first, then replaces every object it holds, in batches, in one
 * transaction, so that readers see the old snapshot or the new one, never a part.
 */
@Service
public class SnapshotImport {

	private static final Logger log = LoggerFactory.getLogger(SnapshotImport.class);

	private final SnapshotTables tables;

	private final JsonMapper json;

	private final ReferenceDataSettings settings;

	private final Clock clock;

	private final Ids ids;

	SnapshotImport(SnapshotTables tables, JsonMapper json, ReferenceDataSettings settings, Clock clock, Ids ids) {
		this.tables = tables;
		this.json = json;
		this.settings = settings;
		this.clock = clock;
		this.ids = ids;
	}

	/** Parses and imports a snapshot document; {@code source} (such as the file name) is kept with it. */
	@Transactional
	public ImportResult importJson(InputStream document, String source) {
		Snapshot snapshot;
		try {
			snapshot = json.readValue(document, Snapshot.class);
		}
		catch (JacksonException ex) {
			throw new InvalidInput("snapshot", "The snapshot is not valid JSON of the documented format"
					+ where(ex.getLocation()));
		}
		if (snapshot == null) {
			throw new InvalidInput("snapshot", "The snapshot is empty");
		}
		return importSnapshot(snapshot, source);
	}

	@Transactional
	public ImportResult importSnapshot(Snapshot snapshot, String source) {
		long started = System.nanoTime();
		SnapshotRules.check(snapshot);
		tables.lockImports();
		tables.replaceDefinitions(snapshot.definitions());
		Map<String, Boolean> filterable = tables.filterableFields();
		UUID snapshotId = ids.next();
		List<Snapshot.SnapshotObject> objects = snapshot.objectList();
		int sections = 0;
		for (int from = 0; from < objects.size(); from += settings.importBatchSize()) {
			List<Snapshot.SnapshotObject> batch = objects.subList(from,
					Math.min(objects.size(), from + settings.importBatchSize()));
			SnapshotRows rows = new SnapshotRows(json, snapshotId, filterable);
			batch.forEach(rows::add);
			tables.replace(batch.stream().map(Snapshot.SnapshotObject::id).toList(), rows);
			sections += rows.sections.size();
		}
		tables.recount(settings.commonPrefixObjects());
		Instant importedAt = Timestamps.now(clock);
		tables.recordSnapshot(snapshotId, snapshot.providerTimestamp(), importedAt, source, objects.size(), sections);
		log.info("Imported reference-data snapshot {} from {}: {} objects, {} sections, {} field definitions in {} ms",
				snapshotId, source, objects.size(), sections, snapshot.definitions().size(),
				(System.nanoTime() - started) / 1_000_000);
		return new ImportResult(snapshotId, snapshot.providerTimestamp(), importedAt, objects.size(), sections,
				snapshot.definitions().size());
	}

	private static String where(TokenStreamLocation location) {
		return location == null ? "" : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
	}
}
