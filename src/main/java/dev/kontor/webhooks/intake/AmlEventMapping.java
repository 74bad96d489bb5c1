package dev.kontor.webhooks.intake;

import java.util.Map;
import java.util.Set;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.aml.ActionEvaluationDecided;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the AML module's decisions on withdrawals into WithdrawalUpdate events, in the transaction that decided
 * them, for the client record the evaluation is of. Deposits have no catalogue event of their own.
 */
@Component
class AmlEventMapping {

	private final EventIntake intake;

	AmlEventMapping(EventIntake intake) {
		this.intake = intake;
	}

	@EventListener
	void on(ActionEvaluationDecided decided) {
		if (!"Withdrawal".equals(decided.transactionType()) || decided.internalAccountId() == null
				|| decided.internalAccountWithdrawalRequestId() == null) {
			return;
		}
		intake.accept(decided.tenantId(), EventType.WithdrawalUpdate,
				Map.of("internalAccountId", decided.internalAccountId().toString(), "initiatorWithdrawalRequestId",
						decided.internalAccountWithdrawalRequestId().toString()),
				Set.of(decided.clientId()));
	}
}
