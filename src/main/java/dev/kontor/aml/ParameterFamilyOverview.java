package dev.kontor.aml;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** The records of one AML parameter family, active and inactive, and the family's newest changes. */
public record ParameterFamilyOverview(String family, String pathSegment, List<ParameterEntry> records,
		List<RecordChange> history) {

	public ParameterFamilyOverview {
		records = List.copyOf(records);
		history = List.copyOf(history);
	}

	/** A parameter record with the family's own fields by their names, as text. */
	public record ParameterEntry(UUID id, boolean isActive, int riskFactor, boolean isBanned,
			Map<String, @Nullable String> fields, Instant updatedDate) {
	}
}
