package dev.kontor.shared.web;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;

/** Where in a JSON body a value was refused, written as a JSON path without its root: {@code quotes[3].dateTime}. */
public final class JsonPaths {

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
