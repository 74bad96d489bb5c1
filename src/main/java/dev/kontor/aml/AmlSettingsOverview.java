package dev.kontor.aml;

import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

/**
 * The tenant's AML general parameters as field name and value, in document 3's order (empty until saved), and their
 * newest changes.
 */
public record AmlSettingsOverview(Map<String, @Nullable String> fields, List<RecordChange> history) {

	public AmlSettingsOverview {
		history = List.copyOf(history);
	}

	public boolean saved() {
		return !fields.isEmpty();
	}
}
