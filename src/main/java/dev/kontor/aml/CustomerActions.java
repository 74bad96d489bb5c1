package dev.kontor.aml;

import java.util.UUID;

import dev.kontor.shared.TenantId;

/**
 * Lets another module have a deposit or withdrawal of a client evaluated (contract sections 6 and 8). A
 * {@link ActionVerdict#Waiting} action is decided later by the AML officer; the decision arrives as
 * {@link ActionEvaluationDecided} in the deciding transaction.
 */
public interface CustomerActions {

	/**
	 * Evaluates the action in the caller's transaction.
	 *
	 * @throws dev.kontor.shared.RuleViolation when the tenant or the client record lacks what the evaluation needs
	 */
	ActionOutcome evaluate(TenantId tenantId, UUID actorId, CustomerAction action);
}
