package dev.kontor.aml.evaluation;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * One decision kept of an evaluation: the status it set, whether the rules ({@code Automatic}) or an officer
 * ({@code Officer}) took it, who and when, with the reason and note given.
 */
public record EvaluationDecision(EvaluationStatus status, String source, UUID decidedBy, Instant decidedDate,
		@Nullable String reason, @Nullable String note) {
}
