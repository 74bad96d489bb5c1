package dev.kontor.aml.monitoring;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

/** The rules of a monitoring record that its field annotations cannot express. */
final class MonitoringRecordRules {

	private MonitoringRecordRules() {
	}

	/**
	 * The problems of a change to a record of {@code family}, by property; empty when there are none.
	 * {@code dateStart} is the start the record will have (the change's, or the one it keeps).
	 */
	static Map<String, List<String>> problemsOf(MonitoringFamily family, MonitoringRecordChange change,
			Instant dateStart) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		if (family == MonitoringFamily.Other && change.recordType() == null) {
			problems.put("recordType", List.of("is required in other-records: one of Other, AdverseMedia, "
					+ "LegalEnforcement"));
		}
		if (family != MonitoringFamily.Other && change.recordType() != null) {
			problems.put("recordType", List.of("is allowed only in other-records"));
		}
		Instant dateEnd = instantOf(change);
		if (dateEnd != null && dateEnd.isBefore(dateStart)) {
			problems.put("dateEnd", List.of("must not be before dateStart"));
		}
		return problems;
	}

	/** Cuts a text to at most {@code max} characters without leaving half of a surrogate pair. */
	static @Nullable String truncate(@Nullable String text, int max) {
		if (text == null || text.length() <= max) {
			return text;
		}
		int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
		return text.substring(0, end);
	}

	private static @Nullable Instant instantOf(MonitoringRecordChange change) {
		return change.dateEnd() == null ? null : change.dateEnd().toInstant();
	}
}
