package dev.kontor.aml.risk;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.parameters.ParameterFamily;

/**
 * A tenant's active parameter records, grouped by family and, for the families matched by a code (country,
 * occupation group, sector, usage type), indexed by it, so that a run over many customers looks each one up once.
 * Should two active records of a family match (the parameter rules prevent it), the higher factor counts.
 */
public final class ParameterSet {

	private static final Map<ParameterFamily, Function<RiskParameter, @Nullable String>> CODES = Map.of(
			ParameterFamily.CustomerOccupationGroup, p -> p.codes().occupationGroupCode(),
			ParameterFamily.CustomerOriginCountry, p -> p.codes().countryCode(),
			ParameterFamily.CustomerResidencyCountry, p -> p.codes().countryCode(),
			ParameterFamily.CustomerReferenceAccountCountry, p -> p.codes().countryCode(),
			ParameterFamily.CustomerSector, p -> p.codes().sectorCode(),
			ParameterFamily.CustomerAccountUsageType, p -> p.codes().accountUsageType(),
			ParameterFamily.IndividualTransactionOtherAccountCountry, p -> p.codes().countryCode());

	private final Map<ParameterFamily, List<RiskParameter>> byFamily = new EnumMap<>(ParameterFamily.class);

	private final Map<ParameterFamily, Map<String, RiskParameter>> byCode = new EnumMap<>(ParameterFamily.class);

	private final boolean anyBanned;

	public ParameterSet(List<RiskParameter> active) {
		this.anyBanned = active.stream().anyMatch(RiskParameter::banned);
		for (RiskParameter parameter : active) {
			byFamily.computeIfAbsent(parameter.family(), family -> new ArrayList<>()).add(parameter);
			Function<RiskParameter, @Nullable String> code = CODES.get(parameter.family());
			String key = code == null ? null : code.apply(parameter);
			if (key != null) {
				byCode.computeIfAbsent(parameter.family(), family -> new HashMap<>())
					.merge(key, parameter, ParameterSet::higher);
			}
		}
	}

	public static ParameterSet of(List<RiskParameter> active) {
		return new ParameterSet(active);
	}

	/** Whether any of the records bans the customers it matches: without one, only monitoring records ban. */
	boolean anyBanned() {
		return anyBanned;
	}

	/** The record of a code family whose code is {@code code}. */
	Optional<RiskParameter> withCode(ParameterFamily family, @Nullable String code) {
		if (code == null) {
			return Optional.empty();
		}
		return Optional.ofNullable(byCode.getOrDefault(family, Map.of()).get(code));
	}

	/** The record of a range family that {@code matches} accepts. */
	Optional<RiskParameter> matching(ParameterFamily family, Predicate<RiskParameter> matches) {
		return byFamily.getOrDefault(family, List.of()).stream().filter(matches).reduce(ParameterSet::higher);
	}

	private static RiskParameter higher(RiskParameter a, RiskParameter b) {
		return b.riskFactor() > a.riskFactor() ? b : a;
	}
}
