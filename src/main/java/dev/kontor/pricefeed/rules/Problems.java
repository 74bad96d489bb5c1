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
import org.jspecify.annotations.Nullable;

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

	/** The rules of one item of a batch, adding its problems named below {@code prefix} (such as {@code [2]}). */
	@FunctionalInterface
	public interface ItemRules<T> {

		void check(Problems problems, String prefix, T item);
	}

	/**
	 * Every problem of a batch, each item named by its index, such as {@code [3].currency}: a null item is one
	 * problem, the others are checked by {@code rules}, in order.
	 */
	public static <T> Problems ofEach(List<@Nullable T> items, ItemRules<T> rules) {
		Problems problems = new Problems();
		for (int i = 0; i < items.size(); i++) {
			T item = items.get(i);
			String prefix = "[" + i + "]";
			if (item == null) {
				problems.add(prefix, "must not be null");
			}
			else {
				rules.check(problems, prefix, item);
			}
		}
		return problems;
	}

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
