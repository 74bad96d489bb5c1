package dev.kontor.shared.web;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.exc.StreamReadException;

/** Where in a JSON body a value was refused, written as a JSON path without its root: {@code quotes[3].dateTime}. */
public final class JsonPaths {

	/** How Jackson's parser begins the message of a duplicate property. */
	private static final String DUPLICATE = "Duplicate Object property";

	private JsonPaths() {
	}

	/** The path of the innermost Jackson failure in {@code failure}'s causes; empty when it names no property. */
	public static String of(@Nullable Throwable failure) {
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			if (cause instanceof JacksonException jackson && !jackson.getPath().isEmpty()) {
				return of(jackson);
			}
		}
		return "";
	}

	/**
	 * The path of the property that {@code failure} found twice in one object (the parser refuses duplicates, see
	 * {@code StrictJsonInput}); empty when the failure is of another kind.
	 */
	public static String ofDuplicate(@Nullable Throwable failure) {
		TokenStreamContext at = duplicateAt(failure);
		return at == null ? "" : of(at);
	}

	/** The name of the property that {@code failure} found twice in one object; empty for a failure of another kind. */
	public static String duplicateName(@Nullable Throwable failure) {
		TokenStreamContext at = duplicateAt(failure);
		return at == null || at.currentName() == null ? "" : at.currentName();
	}

	private static @Nullable TokenStreamContext duplicateAt(@Nullable Throwable failure) {
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			if (cause instanceof StreamReadException read && read.getOriginalMessage().startsWith(DUPLICATE)
					&& read.processor() instanceof JsonParser parser) {
				return parser.streamReadContext();
			}
		}
		return null;
	}

	/** The path of the value a parser is at, from its read context out to the root. */
	private static String of(TokenStreamContext context) {
		StringBuilder path = new StringBuilder();
		for (TokenStreamContext at = context; at != null && !at.inRoot(); at = at.getParent()) {
			if (at.inArray()) {
				path.insert(0, "[" + at.getCurrentIndex() + "]");
			}
			else if (at.currentName() != null) {
				path.insert(0, "." + at.currentName());
			}
		}
		return path.isEmpty() || path.charAt(0) != '.' ? path.toString() : path.substring(1);
	}

	private static String of(JacksonException failure) {
		StringBuilder path = new StringBuilder();
		for (JacksonException.Reference reference : failure.getPath()) {
			if (reference.getPropertyName() != null) {
				path.append(path.isEmpty() ? "" : ".").append(reference.getPropertyName());
			}
			else if (reference.getIndex() >= 0) {
				path.append('[').append(reference.getIndex()).append(']');
			}
		}
		return path.toString();
	}
}
