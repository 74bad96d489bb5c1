package dev.kontor.aml;

import java.time.Instant;
import java.util.UUID;

/** When an AML record was created and last changed, and by whom; answered flat with the record's own fields. */
public record RecordKeeping(Instant createdDate, Instant updatedDate, UUID createdUserId, UUID updatedUserId) {

	public static RecordKeeping created(UUID by, Instant at) {
		return new RecordKeeping(at, at, by, by);
	}

	public RecordKeeping changed(UUID by, Instant at) {
		return new RecordKeeping(createdDate, at, createdUserId, by);
	}
}
