package dev.kontor.aml.parameters;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ChangeTrail;

/**
 * One AML parameter record: a risk factor and ban flag for customers or transactions with the family's own fields
 * (document 3, "AML parameter records"), with the common record fields.
 */
public record ParameterRecord(UUID id, UUID tenantId, ParameterFamily family, boolean isActive, int riskFactor,
		boolean isBanned, ParameterFields fields, ChangeTrail keeping) {

	/** The family's own fields by their JSON names in document 3's order, null values included. */
	public Map<String, @Nullable Object> ownFields() {
		Map<String, @Nullable Object> own = new LinkedHashMap<>();
		FamilyShape.of(family).fields().forEach(field -> own.put(field.jsonName(), field.valueIn(fields)));
		return own;
	}

	/**
	 * Whether {@code value} (an amount, or a count) lies in the record's range: from {@code minAmount} or
	 * {@code minCount} inclusive to {@code maxAmount} or {@code maxCount} exclusive, open upwards when the maximum is
	 * null. Always false in families without a range. The currency is the caller's to compare.
	 */
	public boolean rangeContains(BigDecimal value) {
		return FamilyShape.of(family).range(fields).map(range -> range.contains(value)).orElse(false);
	}

	/** The uniqueness key while the record is active, null while it is not (the {@code active_key} column). */
	@Nullable String activeKey() {
		return isActive ? FamilyShape.of(family).activeKey(fields) : null;
	}

	ParameterRecord madeInactive(Instant now, UUID actorId) {
		return new ParameterRecord(id, tenantId, family, false, riskFactor, isBanned, fields,
				keeping.changedBy(actorId, now));
	}
}
