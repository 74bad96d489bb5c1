package dev.kontor.masterdata.reference.read;

import dev.kontor.masterdata.reference.NameTokens;
import dev.kontor.shared.jdbc.LikePatterns;

/**
 * One condition of a filter value search: the field's value equals, starts with or contains {@code value},
 * ignoring case and accents.
 */
public record FilterCriterion(String fieldCode, Operator operator, String value) {

	public enum Operator {

		EQUALS("equals"), STARTS_WITH("startsWith"), CONTAINS("contains");

		private final String written;

		Operator(String written) {
			this.written = written;
		}

		public String written() {
			return written;
		}
	}

	String sqlCondition(int index) {
		return "SELECT object_id FROM md_field_values WHERE field_code = :field" + index + " AND search_value "
				+ (operator == Operator.EQUALS ? "= :value" + index : "LIKE :value" + index + " ESCAPE '\\'");
	}

	String sqlValue() {
		String normalized = NameTokens.normalized(value);
		return switch (operator) {
			case EQUALS -> normalized;
			case STARTS_WITH -> LikePatterns.startsWithIgnoringCase(normalized);
			case CONTAINS -> "%" + LikePatterns.startsWithIgnoringCase(normalized);
		};
	}
}
