package dev.kontor.webhooks.catalogue;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * What is wrong with the parameters of an event, by property path ({@code parameters.clientId}) so that the
 * problems go unchanged into the body of the refused request; no problems means the event may be accepted.
 * <p>
 * Every parameter of the type must be present and not blank, no other parameter may be sent, names are compared
 * exactly, and no value is longer than {@value #MAX_VALUE_LENGTH} characters. Entity ids ({@code clientId},
 * {@code bankAccountId}, {@code initiatorKycId} and the like) are free strings: back-office systems publish their
 * own ids, which need not be UUIDs. Only {@code year}, {@code fileNumber} and {@code snapshotDate} have a format.
 */
public record EventValidation(Map<String, List<String>> problems) {

	public static final int MAX_VALUE_LENGTH = 256;

	private static final Pattern ISO_DATE_SHAPE = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");

	private static final Map<String, Format> FORMATS = Map.of(
			"year", new Format(Pattern.compile("(19|2[0-9])[0-9]{2}"), "must be a year of four digits from 1900 to 2999"),
			"fileNumber", new Format(Pattern.compile("[1-9][0-9]*"), "must be a positive integer"),
			"snapshotDate", new Format(ISO_DATE_SHAPE, "must be a date as yyyy-MM-dd", EventValidation::isIsoDate));

	public EventValidation {
		Map<String, List<String>> copy = new LinkedHashMap<>();
		problems.forEach((path, messages) -> copy.put(path, List.copyOf(messages)));
		problems = Collections.unmodifiableMap(copy);
	}

	public boolean isValid() {
		return this.problems.isEmpty();
	}

	static EventValidation of(EventType type, Map<String, String> parameters) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		for (String name : type.requiredParameters()) {
			String value = parameters.get(name);
			if (value == null) {
				add(problems, name, "is required");
			}
			else {
				checkValue(problems, name, value);
			}
		}
		parameters.keySet()
			.stream()
			.filter(name -> !type.requiredParameters().contains(name))
			.sorted()
			.forEach(name -> add(problems, name, "is not a parameter of " + type.name()));
		return new EventValidation(problems);
	}

	private static void checkValue(Map<String, List<String>> problems, String name, String value) {
		if (value.isBlank()) {
			add(problems, name, "must not be blank");
			return;
		}
		if (value.length() > MAX_VALUE_LENGTH) {
			add(problems, name, "must be at most " + MAX_VALUE_LENGTH + " characters");
		}
		Format format = FORMATS.get(name);
		if (format != null && !format.accepts().test(value)) {
			add(problems, name, format.message());
		}
	}

	private static void add(Map<String, List<String>> problems, String name, String message) {
		problems.computeIfAbsent("parameters." + name, path -> new ArrayList<>()).add(message);
	}

	// The shape check comes first because the ISO parser also takes signed years of five or more digits.
	private static boolean isIsoDate(String value) {
		if (!ISO_DATE_SHAPE.matcher(value).matches()) {
			return false;
		}
		try {
			LocalDate.parse(value);
			return true;
		}
		catch (DateTimeParseException notADate) {
			return false;
		}
	}

	/**
	 * The regular expression a parameter's value matches, where the catalogue gives it a format (a whole-value
	 * match), for documents that describe the parameters.
	 */
	public static Optional<String> patternOf(String parameter) {
		return Optional.ofNullable(FORMATS.get(parameter)).map(format -> format.shape().pattern());
	}

	/** The message of a value of the wrong format, naming the format. */
	public static Optional<String> formatOf(String parameter) {
		return Optional.ofNullable(FORMATS.get(parameter)).map(Format::message);
	}

	/** A value's shape, and where the shape alone is not enough (a date), the check beyond it. */
	private record Format(Pattern shape, String message, Predicate<String> accepts) {

		Format(Pattern shape, String message) {
			this(shape, message, shape.asMatchPredicate());
		}
	}
}
