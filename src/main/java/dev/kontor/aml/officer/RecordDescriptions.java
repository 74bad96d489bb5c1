package dev.kontor.aml.officer;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.monitoring.MonitoringRecord;
import dev.kontor.aml.parameters.ParameterRecord;

/**
 * One line of text that tells an officer which record gave a factor: a parameter record's own fields and ban, or a
 * monitoring record's source, reason and dates.
 */
final class RecordDescriptions {

	private RecordDescriptions() {
	}

	static String of(ParameterRecord parameter) {
		List<String> parts = new ArrayList<>();
		for (Map.Entry<String, @Nullable Object> field : parameter.ownFields().entrySet()) {
			if (field.getValue() != null) {
				parts.add(field.getKey() + " " + text(field.getValue()));
			}
		}
		parts.add("riskFactor " + parameter.riskFactor());
		if (parameter.isBanned()) {
			parts.add("bans the action");
		}
		if (!parameter.isActive()) {
			parts.add("in-active now");
		}
		return String.join(", ", parts);
	}

	static String of(MonitoringRecord monitoring) {
		MonitoringRecord.Finding finding = monitoring.finding();
		List<String> parts = new ArrayList<>();
		if (finding.recordType() != null) {
			parts.add("recordType " + finding.recordType());
		}
		parts.add("informationSource " + orNone(finding.informationSource()));
		parts.add("reason " + orNone(finding.reason()));
		parts.add("since " + monitoring.watch().dateStart());
		if (monitoring.watch().dateEnd() != null) {
			parts.add("until " + monitoring.watch().dateEnd());
		}
		if (finding.isBanned()) {
			parts.add("bans the customer's actions");
		}
		if (!monitoring.watch().isActive()) {
			parts.add("in-active now");
		}
		return String.join(", ", parts);
	}

	static boolean changedSince(Instant updatedDate, Instant evaluated) {
		return updatedDate.isAfter(evaluated);
	}

	private static String text(Object value) {
		return value instanceof BigDecimal number ? number.toPlainString() : value.toString();
	}

	private static String orNone(@Nullable String value) {
		return value == null || value.isBlank() ? "none" : value;
	}
}
