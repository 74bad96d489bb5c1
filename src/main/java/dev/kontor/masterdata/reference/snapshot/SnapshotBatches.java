package dev.kontor.masterdata.reference.snapshot;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

/**
 * Checks each part of a snapshot as it is read and writes it while the whole document has passed so far. After the
 * first problem it only checks, so that the answer names up to {@link SnapshotRules#MAX_REPORTED} problems, and the
 * import's transaction rolls back what was written before it.
 */
@RequiredArgsConstructor
final class SnapshotBatches implements SnapshotDocument.Parts {

	private final SnapshotTables tables;

	private final JsonMapper json;

	private final UUID snapshotId;

	private final SnapshotRules rules = new SnapshotRules();

	/** Filterable field codes, each mapped to whether it is a DAT field; read once the definitions are written. */
	private @Nullable Map<String, Boolean> filterable;

	private int definitions;

	private int objects;

	private int sections;

	/** Throws the problems found when the document, now read to its end, broke a rule. */
	void throwIfBroken(SnapshotDocument.Read read) {
		rules.throwIfBroken(read.providerTimestamp(), read.hasObjects());
	}

	int definitions() {
		return definitions;
	}

	int objects() {
		return objects;
	}

	int sections() {
		return sections;
	}

	@Override
	public void definitions(List<Snapshot.@Nullable FieldDefinition> read) {
		rules.checkDefinitions(read);
		definitions = read.size();
		if (rules.passed()) {
			tables.replaceDefinitions(read.stream().map(Objects::requireNonNull).toList());
		}
	}

	@Override
	public void objects(List<Snapshot.@Nullable SnapshotObject> batch) {
		for (Snapshot.SnapshotObject object : batch) {
			rules.checkObject(objects++, object);
		}
		if (!rules.passed()) {
			return;
		}
		if (filterable == null) {
			filterable = tables.filterableFields();
		}
		SnapshotRows rows = new SnapshotRows(json, snapshotId, filterable);
		List<Snapshot.SnapshotObject> checked = batch.stream().map(Objects::requireNonNull).toList();
		checked.forEach(rows::add);
		tables.replace(checked.stream().map(Snapshot.SnapshotObject::id).toList(), rows);
		sections += rows.sections.size();
	}
}
