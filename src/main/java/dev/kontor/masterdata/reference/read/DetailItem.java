package dev.kontor.masterdata.reference.read;

import java.time.Instant;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Document 2's detail item: one section of an object by the id the caller named. {@code fieldExplanations} (field
 * code to its explanation) is present only in the answer of the section details with explanations.
 */
public record DetailItem(String id, String idType, String ag, String bid, Instant lastModification,
		Map<String, JsonNode> datFields, Map<String, JsonNode> txtFields, @Nullable JsonNode table,
		@JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Map<String, String> fieldExplanations) {

	DetailItem withExplanations(Map<String, String> explanations) {
		return new DetailItem(id, idType, ag, bid, lastModification, datFields, txtFields, table, explanations);
	}
}
