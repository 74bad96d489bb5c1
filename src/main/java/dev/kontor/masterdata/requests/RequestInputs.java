package dev.kontor.masterdata.requests;

import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.paging.PageRequest;

/**
 * Input errors of the instrument request API. The master data error body has no per-field map, so its
 * {@code message} must name the field itself: every 400 raised here starts with the field's name.
 */
public final class RequestInputs {

	private RequestInputs() {
	}

	public static InvalidInput invalid(String field, String problem) {
		return new InvalidInput(field + " " + problem, Map.of(field, List.of(problem)));
	}

	public static <T> T require(String field, @Nullable T value) {
		if (value == null) {
			throw invalid(field, "is required");
		}
		return value;
	}

	/** The shared page rules, with the offending parameter named in the message. */
	public static PageRequest page(int pageNumber, @Nullable Integer recordsPerPage, int maxRecordsPerPage) {
		try {
			return PageRequest.of(pageNumber, recordsPerPage, maxRecordsPerPage);
		}
		catch (InvalidInput ex) {
			Map.Entry<String, List<String>> error = ex.errors().entrySet().iterator().next();
			throw invalid(error.getKey(), String.join("; ", error.getValue()));
		}
	}
}
