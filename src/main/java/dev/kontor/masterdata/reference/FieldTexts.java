package dev.kontor.masterdata.reference;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** The text of a field value: a plain value as written, a text object ({@code lang, dest, value}) by its value. */
public final class FieldTexts {

	private FieldTexts() {
	}

	public static @Nullable String of(@Nullable JsonNode value) {
		if (value == null || value.isNull()) {
			return null;
		}
		if (value.isValueNode()) {
			return value.asString();
		}
		JsonNode text = value.get("value");
		return text != null && text.isValueNode() ? text.asString() : value.toString();
	}
}
