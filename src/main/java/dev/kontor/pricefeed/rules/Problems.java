package dev.kontor.pricefeed.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;

import dev.kontor.shared.InvalidInput;

/**
 * Collects every problem of a body, each under the property path an integrator sent it at ({@code [3].isinCode},
 * {@code workingDays[0].startHour}), so that one answer names them all. Bean Validation checks the annotated
 * limits; the rule classes add what annotations cannot say.
 */
public final class Problems {

	private static final ValidatorFactory FACTORY = Validation.buildDefaultValidatorFactory();

	private static final Validator VALIDATOR = FACTORY.getValidator();

	private final Map<String, List<String>> errors = new LinkedHashMap<>();

	public Problems add(String property, String message) {
		errors.computeIfAbsent(property, name -> new ArrayList<>()).add(message);
		return this;
	}

	/**
	 * Adds the Bean Validation violations of {@code item}, named below {@code prefix} (such as {@code [2]}); whether
	 * it had none, so that rules which need its values run only then.
	 */
	public boolean validate(String prefix, Object item) {
		Set<ConstraintViolation<Object>> violations = VALIDATOR.validate(item);
		violations.forEach(violation -> add(prefix + "." + violation.getPropertyPath(), violation.getMessage()));
		return violations.isEmpty();
	}

	/** The number of properties at fault so far. */
	public int count() {
		return errors.size();
	}

	public boolean isEmpty() {
		return errors.isEmpty();
	}

	public Map<String, List<String>> errors() {
		return Map.copyOf(errors);
	}

	/** Answers 400 naming every property at fault, if there is one. */
	public void throwIfAny() {
		if (!errors.isEmpty()) {
			throw new InvalidInput("One or more fields are invalid", errors);
		}
	}
}
