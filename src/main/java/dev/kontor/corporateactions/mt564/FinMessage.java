package dev.kontor.corporateactions.mt564;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import com.prowidesoftware.swift.io.parser.SwiftParser;
import com.prowidesoftware.swift.model.SwiftMessage;
import com.prowidesoftware.swift.model.Tag;
import com.prowidesoftware.swift.model.UnparsedTextList;
import com.prowidesoftware.swift.model.mt.mt5xx.MT564;

/**
 * One SWIFT FIN message's envelope: its blocks read by Prowide's parser, the message type {@code 564} in the
 * application header, a text block whose sequences ({@code :16R:} ... {@code :16S:}) are all closed. A problem is
 * named by its block ({@code {1:}}, {@code {2:}}, {@code {4:}}) or by the sequence's start tag.
 */
final class FinMessage {

	private static final String MT564 = "564";

	/**
	 * How the parser names the block a problem lies in: "... in block 4", "block value 1:...", "the block 2 type",
	 * "... string: '2:I564'".
	 */
	private static final Pattern BLOCK_NAMED = Pattern.compile("(?:block (?:value )?|')([1-5])\\b");

	private static final int SHOWN = 20;

	private FinMessage() {
	}

	/** The message as an MT564, or null with its problems noted. */
	static @Nullable MT564 read(String text, Problems.Of problems) {
		if (!text.startsWith("{1:")) {
			problems.add("{1:}", "must start every message, not " + shown(text));
			return null;
		}
		SwiftParser parser = new SwiftParser(text);
		SwiftMessage message;
		try {
			message = parser.message();
		}
		catch (Exception unreadable) {
			problems.add(block(unreadable.getMessage()), "cannot be read: " + unreadable.getMessage());
			return null;
		}
		for (String error : parser.getErrors()) {
			problems.add(block(error), "cannot be read: " + error);
		}
		if (problems.any()) {
			return null;
		}
		checkBlocks(message, problems);
		if (!problems.any()) {
			checkSequences(message, problems);
		}
		return problems.any() ? null : new MT564(message);
	}

	private static void checkBlocks(SwiftMessage message, Problems.Of problems) {
		UnparsedTextList outside = message.getUnparsedTexts();
		String text = outside == null ? "" : String.join(" ", outside.getTexts()).strip();
		if (!text.isEmpty()) {
			problems.add("{1:}", "must start every message, not " + shown(text));
		}
		if (message.getBlock2() == null) {
			problems.add("{2:}", "is missing: the application header names the message type, 564");
		}
		else if (!MT564.equals(message.getType())) {
			problems.add("{2:}", "is an MT" + message.getType() + ", not an MT564");
		}
		if (message.getBlock4() == null || message.getBlock4().isEmpty()) {
			problems.add("{4:}", "is missing or empty: the text block holds the notification's fields");
		}
	}

	/** Every {@code :16R:} closed by its {@code :16S:} in order, as the sequences are found by them. */
	private static void checkSequences(SwiftMessage message, Problems.Of problems) {
		Deque<String> open = new ArrayDeque<>();
		for (Tag tag : message.getBlock4().getTags()) {
			String sequence = tag.getValue() == null ? "" : tag.getValue().strip();
			if ("16R".equals(tag.getName())) {
				open.push(sequence);
			}
			else if ("16S".equals(tag.getName())) {
				if (open.isEmpty() || !open.peek().equals(sequence)) {
					problems.add(":16S:" + sequence, "closes no open sequence " + sequence);
					return;
				}
				open.pop();
			}
		}
		if (!open.isEmpty()) {
			problems.add(":16R:" + open.peek(), "is not closed by :16S:" + open.peek());
		}
	}

	private static String block(@Nullable String error) {
		Matcher named = BLOCK_NAMED.matcher(error == null ? "" : error);
		return named.find() ? "{" + named.group(1) + ":}" : "{4:}";
	}

	private static String shown(String text) {
		String line = text.lines().findFirst().orElse("").strip();
		return line.length() > SHOWN ? line.substring(0, SHOWN) + "..." : line;
	}
}
