package dev.kontor.corporateactions.mt564;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The problems found in the messages of one text, each named by its tag; a message's problems start with its
 * position when the text holds several.
 */
final class Problems {

	private final Map<String, List<String>> errors = new LinkedHashMap<>();

	private final boolean several;

	Problems(int messages) {
		this.several = messages > 1;
	}

	/** Where the problems of the message at {@code position} (from 1) are noted. */
	Of of(int position) {
		return new Of(several ? "message " + position + ": " : "");
	}

	boolean any() {
		return !errors.isEmpty();
	}

	Mt564Malformed malformed() {
		return new Mt564Malformed(errors);
	}

	/** The problems of one message. */
	final class Of {

		private final String prefix;

		private int count;

		private Of(String prefix) {
			this.prefix = prefix;
		}

		void add(String tag, String message) {
			List<String> messages = errors.computeIfAbsent(tag, key -> new ArrayList<>());
			String text = prefix + message;
			if (!messages.contains(text)) {
				messages.add(text);
			}
			count++;
		}

		/** Whether this message has any problem so far. */
		boolean any() {
			return count > 0;
		}
	}
}
