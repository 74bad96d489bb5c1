package dev.kontor.aml.monitoring;

import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ChangeTrail;

/**
 * An AML monitoring record of document 3 as the API answers it: the common record fields and the record fields,
 * written flat in the document's order. {@code recordType} is set only in the other-record family and null in the
 * others.
 */
public record MonitoringRecord(UUID id, UUID tenantId, @JsonUnwrapped ChangeTrail keeping,
		@JsonUnwrapped Watch watch, @JsonUnwrapped Finding finding) {

	/** The customer watched, whether the record is active, and the days it covers. */
	public record Watch(UUID customerId, boolean isActive, Instant dateStart, @Nullable Instant dateEnd) {

		Watch inactive() {
			return new Watch(customerId, false, dateStart, dateEnd);
		}
	}

	/** What was found of the customer, where, whether it bans the customer's actions, and why. */
	public record Finding(@Nullable RecordType recordType, @Nullable String informationSource, boolean isBanned,
			@Nullable String reason, @Nullable String note) {

		static Finding of(MonitoringRecordChange change) {
			return new Finding(change.recordType(), change.informationSource(), Boolean.TRUE.equals(change.isBanned()),
					change.reason(), change.note());
		}
	}

	MonitoringRecord changed(UUID by, Instant at, Watch newWatch, Finding newFinding) {
		return new MonitoringRecord(id, tenantId, keeping.changedBy(by, at), newWatch, newFinding);
	}
}
