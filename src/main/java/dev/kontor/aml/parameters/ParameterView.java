package dev.kontor.aml.parameters;

import java.util.Map;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ChangeTrail;

/**
 * A parameter record as answered: the common record fields, isActive, riskFactor, isBanned, and the family's own
 * fields only (a country record has no minAmount), unwrapped into the same object. The audit trail keeps this shape
 * too.
 */
public record ParameterView(UUID id, UUID tenantId, @JsonUnwrapped ChangeTrail keeping, boolean isActive,
		int riskFactor, boolean isBanned,
		@JsonIgnore Map<String, @Nullable Object> ownFields) {

	public static ParameterView of(ParameterRecord r) {
		return new ParameterView(r.id(), r.tenantId(), r.keeping(), r.isActive(), r.riskFactor(), r.isBanned(),
				r.ownFields());
	}

	@JsonAnyGetter
	Map<String, @Nullable Object> familyFields() {
		return ownFields;
	}
}
