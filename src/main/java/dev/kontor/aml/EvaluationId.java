package dev.kontor.aml;

import java.util.Objects;
import java.util.UUID;

/** The id of an action risk evaluation. */
public record EvaluationId(UUID value) {

	public EvaluationId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
