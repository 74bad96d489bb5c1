package dev.kontor.masterdata.reference.snapshot;

import java.util.List;

/** Runs the import's rules over a whole snapshot held in memory, part by part as the import feeds them. */
final class SnapshotChecks {

	private SnapshotChecks() {
	}

	static void check(Snapshot snapshot) {
		SnapshotRules rules = new SnapshotRules();
		rules.checkDefinitions(snapshot.definitions());
		List<Snapshot.SnapshotObject> objects = snapshot.objectList();
		for (int i = 0; i < objects.size(); i++) {
			rules.checkObject(i, objects.get(i));
		}
		rules.throwIfBroken(snapshot.providerTimestamp(), snapshot.objects() != null);
	}
}
