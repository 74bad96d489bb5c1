package dev.kontor.aml;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * A kept change of an AML record: when, who, what kind ({@code Created}, {@code Updated}, {@code Deleted}) and the
 * fields it changed, each with its value before and after as text.
 */
public record RecordChange(Instant changedDate, UUID actorId, String action, UUID recordId,
		List<FieldChange> changes) {

	public RecordChange {
		changes = List.copyOf(changes);
	}

	public record FieldChange(String field, @Nullable String before, @Nullable String after) {
	}
}
