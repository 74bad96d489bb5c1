package dev.kontor.masterdata.reference.read;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

/**
 * Document 2's detail item: one section of an object by the id the caller named, written flat. {@code
 * fieldExplanations} (field code to its explanation) is present only in the answer of the section details with
 * explanations.
 */
public record DetailItem(String id, String idType, @JsonUnwrapped SectionHeader header,
		@JsonUnwrapped SectionFields fields,
		@JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Map<String, String> fieldExplanations) {

	DetailItem withExplanations(Map<String, String> explanations) {
		return new DetailItem(id, idType, header, fields, explanations);
	}
}
