package dev.kontor.aml.evaluation;

import java.util.UUID;

/**
 * The signed-in AML officer deciding an evaluation, and the actor id of the client the officer decides through:
 * neither may be the creator of the evaluation (four eyes).
 */
public record Officer(UUID userId, UUID clientActorId) {

	boolean created(Evaluation evaluation) {
		return evaluation.keeping().createdUserId().equals(userId)
				|| evaluation.keeping().createdUserId().equals(clientActorId);
	}
}
