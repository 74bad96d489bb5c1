package dev.kontor.payments.internal;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.aml.ActionEvaluationDecided;
import dev.kontor.shared.TenantId;

/**
 * Completes or rejects the deposit or withdrawal that waited for the AML officer, in the transaction of the
 * officer's decision: the decision, the status change and its ledger booking commit together or not at all, so a
 * crash loses none of them and no durable hand-over between the two is needed. An automatic decision arrives here
 * too, before its instruction or request names the evaluation; the one that evaluated it applies that one itself.
 */
@Component
@RequiredArgsConstructor
class EvaluationDecisions {

	private final DirectDebitCollection directDebits;

	private final WithdrawalDesk withdrawals;

	@EventListener
	void on(ActionEvaluationDecided decided) {
		switch (decided.transactionType()) {
			case "Deposit" -> directDebits.decided(new TenantId(decided.tenantId()), decided.evaluationId(),
					decided.approved());
			case "Withdrawal" -> withdrawals.decided(new TenantId(decided.tenantId()), decided.evaluationId(),
					decided.approved());
			default -> {
			}
		}
	}
}
