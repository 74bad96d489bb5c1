package dev.kontor.aml.officer;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.aml.RecordChange.FieldChange;

/**
 * The fields a kept change changed, from the record's JSON before and after it: every field whose value differs, in
 * the order the record has them, as text. The bookkeeping fields that every change sets (updated date and user) are
 * left out; a creation lists every field it set.
 */
final class FieldChanges {

	private static final Set<String> BOOKKEEPING = Set.of("updatedDate", "updatedUserId", "createdDate",
			"createdUserId", "id", "tenantId");

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private FieldChanges() {
	}

	static List<FieldChange> between(@Nullable String before, @Nullable String after) {
		JsonNode old = before == null ? null : JSON.readTree(before);
		JsonNode now = after == null ? null : JSON.readTree(after);
		Set<String> names = new LinkedHashSet<>();
		names.addAll(namesOf(old));
		names.addAll(namesOf(now));
		List<FieldChange> changes = new ArrayList<>();
		for (String name : names) {
			String was = text(old, name);
			String is = text(now, name);
			if (!BOOKKEEPING.contains(name) && !Objects.equals(was, is)) {
				changes.add(new FieldChange(name, was, is));
			}
		}
		return changes;
	}

	private static List<String> namesOf(@Nullable JsonNode node) {
		if (node == null || !node.isObject()) {
			return List.of();
		}
		return node.properties().stream().map(Map.Entry::getKey).toList();
	}

	private static @Nullable String text(@Nullable JsonNode node, String name) {
		JsonNode value = node == null ? null : node.get(name);
		if (value == null || value.isNull()) {
			return null;
		}
		return value.isValueNode() && value.isString() ? value.asString() : value.toString();
	}
}
