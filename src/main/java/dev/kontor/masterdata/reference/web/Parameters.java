package dev.kontor.masterdata.reference.web;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.reference.Ag;
import dev.kontor.shared.Isins;
import dev.kontor.shared.InvalidInput;

/** Checks of the read operations' parameters, each failure a 400 naming the parameter. */
final class Parameters {

	static final int MAX_BID_LENGTH = 50;

	private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuu-MM-dd")
		.withResolverStyle(ResolverStyle.STRICT);

	private Parameters() {
	}

	static String isin(String parameter, String value) {
		if (!Isins.isWellFormed(value)) {
			throw invalid(parameter, "'" + value + "' is not an ISIN of 12 characters");
		}
		return value;
	}

	static List<String> isins(String parameter, List<String> values, int max) {
		return checked(parameter, values, max, Parameters::isin).distinct().toList();
	}

	/** An object id: the provider's id, an ISIN, WKN or EKN, of 6 to 12 characters. */
	static String id(String parameter, String value) {
		if (value.length() < 6 || value.length() > 12 || !value.chars().allMatch(Character::isLetterOrDigit)) {
			throw invalid(parameter, "'" + value + "' is not an id of 6 to 12 letters or digits");
		}
		return value;
	}

	static List<String> ids(String parameter, List<String> values, int max) {
		return checked(parameter, values, max, Parameters::id).distinct().toList();
	}

	static String ag(String parameter, String value) {
		return Ag.of(value)
			.map(Ag::name)
			.orElseThrow(() -> invalid(parameter, "'" + value + "' is not one of " + List.of(Ag.values())));
	}

	static Set<String> ags(String parameter, List<String> values, int max) {
		return checked(parameter, values, max, Parameters::ag).collect(Collectors.toCollection(LinkedHashSet::new));
	}

	static String bid(String parameter, String value) {
		if (value.isBlank() || value.length() > MAX_BID_LENGTH) {
			throw invalid(parameter, "must be 1 to " + MAX_BID_LENGTH + " characters");
		}
		return value;
	}

	static Set<String> bids(String parameter, List<String> values, int max) {
		return checked(parameter, values, max, Parameters::bid).collect(Collectors.toCollection(LinkedHashSet::new));
	}

	/** A date of exactly 10 characters, {@code yyyy-MM-dd}. */
	static @Nullable LocalDate date(String parameter, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			if (value.length() != 10) {
				throw new DateTimeParseException("not 10 characters", value, 0);
			}
			return LocalDate.parse(value, DATE);
		}
		catch (DateTimeParseException ex) {
			throw invalid(parameter, "'" + value + "' is not a date of the form yyyy-MM-dd");
		}
	}

	/** A 400 whose message names the parameter, as the master data error body has no other place for it. */
	static InvalidInput invalid(String parameter, String problem) {
		return new InvalidInput(parameter, parameter + ": " + problem);
	}

	/**
	 * The items of a list in a request body, counted against {@code max}, each passed through {@code check} with its
	 * path ({@code [0]}, {@code [1]}, …): a missing list is an empty one (400), a null item is {@code empty}, so that
	 * the checks of its fields name what is missing.
	 */
	static <T, R> List<R> items(String parameter, @Nullable List<@Nullable T> given, T empty, int max,
			BiFunction<String, T, R> check) {
		List<T> items = given == null ? List.of() : given.stream().map(item -> item == null ? empty : item).toList();
		count(parameter, items, max);
		List<R> checked = new ArrayList<>();
		for (int i = 0; i < items.size(); i++) {
			checked.add(check.apply("[" + i + "]", items.get(i)));
		}
		return checked;
	}

	/** The values, counted against {@code max}, each passed through {@code check} in order. */
	private static Stream<String> checked(String parameter, List<String> values, int max,
			BinaryOperator<String> check) {
		count(parameter, values, max);
		return values.stream().map(value -> check.apply(parameter, value));
	}

	static void count(String parameter, List<?> values, int max) {
		if (values.isEmpty() || values.size() > max) {
			throw invalid(parameter, "must name 1 to " + max + " values");
		}
	}
}
