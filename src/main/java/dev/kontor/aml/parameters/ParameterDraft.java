package dev.kontor.aml.parameters;

import org.jspecify.annotations.Nullable;

/**
 * A record as a create or update asks for it: the common fields and the family fields, unchecked, so that
 * {@link ParameterRules} can name what is missing or foreign to the family.
 */
public record ParameterDraft(@Nullable Boolean isActive, @Nullable Integer riskFactor, @Nullable Boolean isBanned,
		ParameterFields fields) {
}
