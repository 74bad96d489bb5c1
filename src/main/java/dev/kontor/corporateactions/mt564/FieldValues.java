package dev.kontor.corporateactions.mt564;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.Set;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import com.prowidesoftware.swift.model.SwiftTagListBlock;
import com.prowidesoftware.swift.model.Tag;
import com.prowidesoftware.swift.model.field.Field;
import com.prowidesoftware.swift.model.field.GenericField;

/**
 * Fields found by their qualifier, and the values of the components Prowide's field classes split them into: SWIFT
 * dates (YYYYMMDD) and decimals (a comma, at most 15 characters: {@code 0,5}, {@code 2,}), each problem noted under
 * the field's tag.
 */
final class FieldValues {

	private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuuMMdd")
		.withResolverStyle(ResolverStyle.STRICT);

	/** SWIFT's decimal: digits, the decimal comma, digits, at most 15 characters. */
	private static final Pattern DECIMAL = Pattern.compile("(?=.{2,15}$)[0-9]+,[0-9]*");

	private FieldValues() {
	}

	/** The first field of one of {@code names} with the qualifier in the block, in the message's order. */
	static @Nullable Field first(SwiftTagListBlock block, String qualifier, String... names) {
		Set<String> wanted = Set.of(names);
		for (Tag tag : block.getTags()) {
			if (wanted.contains(tag.getName())) {
				Field field = Field.getField(tag);
				if (qualifier.equals(qualifier(field))) {
					return field;
				}
			}
		}
		return null;
	}

	/** The tag as the message writes it: {@code :98A::RDTE} for a generic field, {@code :35B} otherwise. */
	static String tag(Field field) {
		String qualifier = qualifier(field);
		return qualifier == null ? ":" + field.getName() : ":" + field.getName() + "::" + qualifier;
	}

	/** The qualifier of a generic field ({@code RDTE} of {@code :98A::RDTE//}), its first component. */
	static @Nullable String qualifier(Field field) {
		return field instanceof GenericField ? field.getComponent(1) : null;
	}

	/** What follows the qualifier ({@code :RDTE//}), as shown in a problem. */
	static String written(Field field) {
		String value = field.getValue() == null ? "" : field.getValue();
		int start = value.indexOf("//");
		return start < 0 ? value : value.substring(start + 2);
	}

	/** The currency of an amount or a price ({@code EUR} of {@code EUR0,5}), which the field must name. */
	static @Nullable String currency(@Nullable String code, Field field, Problems.Of problems) {
		if (code == null) {
			problems.add(tag(field), "must name the currency before the amount, such as EUR0,5, not " + written(field));
		}
		return code;
	}

	static @Nullable LocalDate date(@Nullable String component, Field field, Problems.Of problems) {
		try {
			return LocalDate.parse(component == null ? "" : component, DATE);
		}
		catch (DateTimeParseException notADate) {
			problems.add(tag(field), "must be a date YYYYMMDD, not " + written(field));
			return null;
		}
	}

	/** The decimal, negative when the field's sign is N; null with the problem noted when it is no SWIFT decimal. */
	static @Nullable BigDecimal decimal(@Nullable String sign, @Nullable String component, Field field,
			Problems.Of problems) {
		if ((sign != null && !sign.equals("N")) || component == null || !DECIMAL.matcher(component).matches()) {
			problems.add(tag(field), "must be a decimal number with a decimal comma, such as 0,5, not "
					+ written(field));
			return null;
		}
		BigDecimal value = new BigDecimal(component.replace(',', '.'));
		return sign == null ? value : value.negate();
	}

	static @Nullable BigDecimal decimal(@Nullable String component, Field field, Problems.Of problems) {
		return decimal(null, component, field, problems);
	}
}
