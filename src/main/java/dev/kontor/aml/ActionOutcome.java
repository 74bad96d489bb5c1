package dev.kontor.aml;

import java.util.UUID;

/** The evaluation an action got, and its verdict when it was made. */
public record ActionOutcome(UUID evaluationId, ActionVerdict verdict) {
}
