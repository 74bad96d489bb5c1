package dev.kontor.shared;

import java.util.List;
import java.util.Map;

/** Input that no valid request could carry (a malformed IBAN, an unknown code): answers 400. */
public class InvalidInput extends PropertyErrors {

	public InvalidInput(String property, String message) {
		this(message, Map.of(property, List.of(message)));
	}

	public InvalidInput(String message, Map<String, List<String>> errors) {
		super(message, errors);
	}
}
