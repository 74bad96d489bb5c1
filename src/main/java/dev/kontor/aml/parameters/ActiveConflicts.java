package dev.kontor.aml.parameters;

import java.util.Collection;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What a record about to be written active would conflict with among the active records of its family: one with
 * the same key, or one whose amount or count range overlaps its own within the same range scope
 * ({@link FamilyShape#rangeScope}). Either would make two records apply to one customer or transaction.
 */
final class ActiveConflicts {

	private ActiveConflicts() {
	}

	/** Whether another of {@code active} has the candidate's key. */
	static boolean keyTaken(ParameterRecord candidate, Collection<ParameterRecord> active) {
		String key = candidate.activeKey();
		return key != null && others(candidate, active).anyMatch(other -> key.equals(other.activeKey()));
	}

	/** The first other of {@code active} whose range overlaps the candidate's. */
	static Optional<ParameterRecord> firstOverlapping(ParameterRecord candidate, Collection<ParameterRecord> active) {
		FamilyShape shape = FamilyShape.of(candidate.family());
		Optional<Range> range = shape.range(candidate.fields());
		if (!candidate.isActive() || range.isEmpty()) {
			return Optional.empty();
		}
		String scope = shape.rangeScope(candidate.fields());
		return others(candidate, active).filter(other -> shape.rangeScope(other.fields()).equals(scope))
			.filter(other -> shape.range(other.fields()).map(range.get()::overlaps).orElse(false))
			.findFirst();
	}

	/** The range of a record as messages show it, such as {@code [0, 1000)}. */
	static String describeRange(ParameterRecord parameterRecord) {
		return FamilyShape.of(parameterRecord.family())
			.range(parameterRecord.fields())
			.map(Range::toString)
			.orElse("");
	}

	private static Stream<ParameterRecord> others(ParameterRecord candidate,
			Collection<ParameterRecord> active) {
		return active.stream()
			.filter(other -> other.isActive() && other.family() == candidate.family())
			.filter(other -> !Objects.equals(other.id(), candidate.id()));
	}
}
