package dev.kontor.shared;

import java.util.List;
import java.util.Map;

/**
 * A request refused for what its properties hold, with the messages of each offending property, which the problem
 * body lists in its {@code errors} map.
 */
public abstract class PropertyErrors extends RuntimeException {

	private final Map<String, List<String>> errors;

	protected PropertyErrors(String message, Map<String, List<String>> errors) {
		super(message);
		this.errors = Map.copyOf(errors);
	}

	public Map<String, List<String>> errors() {
		return errors;
	}
}
