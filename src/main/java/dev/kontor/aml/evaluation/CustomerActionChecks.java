package dev.kontor.aml.evaluation;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.aml.ActionOutcome;
import dev.kontor.aml.ActionVerdict;
import dev.kontor.aml.CustomerAction;
import dev.kontor.aml.CustomerActions;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;

/**
 * The evaluation of another module's action, through the same rules as {@code POST /api/v3/aml/action-evaluations}.
 * What the evaluation finds missing is not a field of the caller's request, so it answers 422 naming the rule.
 */
@Component
@RequiredArgsConstructor
class CustomerActionChecks implements CustomerActions {

	private final ActionEvaluations evaluations;

	@Override
	@Transactional(propagation = Propagation.MANDATORY)
	public ActionOutcome evaluate(TenantId tenantId, UUID actorId, CustomerAction action) {
		ActionToEvaluate request = new ActionToEvaluate(action.clientId().value(),
				TransactionType.valueOf(action.type().name()), action.amount(), action.currencyCode(), null, null,
				new ActionToEvaluate.Counterpart(action.bankAccountId(), null),
				new Evaluation.References(null, action.internalAccountWithdrawalRequestId(),
						action.sepaDirectDebitExecutionId(), action.internalAccountId()));
		Evaluation evaluation;
		try {
			evaluation = evaluations.evaluate(tenantId, actorId, request);
		}
		catch (InvalidInput missing) {
			throw new RuleViolation("The AML evaluation of the client's action is not possible: "
					+ missing.getMessage(), missing.errors());
		}
		return new ActionOutcome(evaluation.id().value(), ActionVerdict.valueOf(evaluation.status().name()));
	}
}
