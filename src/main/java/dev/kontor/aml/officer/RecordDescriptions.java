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
		List<String> parts = new ArrayList<>();
		if (monitoring.recordType() != null) {
			parts.add("recordType " + monitoring.recordType());
		}
		parts.add("informationSource " + orNone(monitoring.informationSource()));
		parts.add("reason " + orNone(monitoring.reason()));
		parts.add("since " + monitoring.dateStart());
		if (monitoring.dateEnd() != null) {
			parts.add("until " + monitoring.dateEnd());
		}
		if (monitoring.isBanned()) {
			parts.add("bans the customer's actions");
		}
		if (!monitoring.isActive()) {
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
