package dev.kontor.console.web;

import java.util.Arrays;
import java.util.List;

import org.jspecify.annotations.Nullable;

/** How the console's plain HTML forms arrive: empty fields for absent values, lists one per line. */
final class Forms {

	private Forms() {
	}

	static @Nullable String blankToNull(@Nullable String value) {
		return value == null || value.isBlank() ? null : value.strip();
	}

	static List<String> lines(@Nullable String text) {
		if (text == null) {
			return List.of();
		}
		return Arrays.stream(text.split("\\R")).map(String::strip).filter(line -> !line.isEmpty()).toList();
	}

	static <T> List<T> orEmpty(@Nullable List<T> values) {
		return values == null ? List.of() : values;
	}

	/** Page numbers start at 1; anything below is the first page. */
	static int pageNumber(@Nullable Integer page) {
		return page == null || page < 1 ? 1 : page;
	}
}
