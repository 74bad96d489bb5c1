package dev.kontor.shared;

import java.util.List;
import java.util.Map;

/**
 * A well-formed request that breaks a rule (a second active record for one key, an unknown referenced record):
 * answers 422, with the offending properties in the problem's {@code errors} map.
 */
public class RuleViolation extends PropertyErrors {

	public RuleViolation(String message) {
		this(message, Map.of());
	}

	public RuleViolation(String property, String message) {
		this(message, Map.of(property, List.of(message)));
	}

	public RuleViolation(String message, Map<String, List<String>> errors) {
		super(message, errors);
	}
}
