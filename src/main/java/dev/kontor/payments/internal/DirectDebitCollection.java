package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.aml.ActionOutcome;
import dev.kontor.aml.CustomerAction;
import dev.kontor.aml.CustomerActions;
import dev.kontor.payments.DirectDebitAnswer;
import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitInstruction;
import dev.kontor.payments.DirectDebitOutcome;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.MandateId;
import dev.kontor.payments.MandateStatus;
import dev.kontor.payments.Money;
import dev.kontor.payments.NewDirectDebit;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Collects money under a mandate (contract section 8): the instruction is evaluated by the AML module first and
 * uploaded when approved (at once, or with {@code kontor.payments.bank=files} in the next cut-off's file), rejected
 * when denied, and left Evaluating for the AML officer otherwise. The
 * bank's answers (Received, Failed, Reverted) then move it on.
 */
@Service
public class DirectDebitCollection {

	private final DirectDebitMandates mandates;

	private final DirectDebits directDebits;

	private final Parties parties;

	private final CustomerActions aml;

	private final DirectDebitTransitions transitions;

	private final Ids ids;

	private final Clock clock;

	private final AmlVerdicts<DirectDebitRow> verdicts;

	private final BankAnswers<DirectDebitId, DirectDebitRow, DirectDebitStatus> answers;

	DirectDebitCollection(DirectDebitMandates mandates, DirectDebits directDebits, BankQueue queue, Parties parties,
			CustomerActions aml, DirectDebitTransitions transitions, Ids ids, Clock clock) {
		this.mandates = mandates;
		this.directDebits = directDebits;
		this.parties = parties;
		this.aml = aml;
		this.transitions = transitions;
		this.ids = ids;
		this.clock = clock;
		this.verdicts = new AmlVerdicts<>(transitions::approve,
				evaluated -> transitions.move(evaluated, DirectDebitStatus.Rejected),
				evaluated -> directDebits.update(evaluated, DirectDebitStatus.Evaluating), "An instruction");
		this.answers = new BankAnswers<>(directDebits::lock, DirectDebitRow::status,
				id -> queue.tenantOf(BankInstruction.DirectDebit, id.value()), DirectDebitCollection::notFound);
	}

	@Transactional
	public DirectDebitInstruction collect(TenantId tenantId, UUID actorId, MandateId mandateId, NewDirectDebit request) {
		MandateRow mandate = mandates.find(tenantId, mandateId);
		if (mandate.status() != MandateStatus.Active) {
			throw new RuleViolation("mandateId", "is " + mandate.status() + "; only an active mandate collects");
		}
		MoneyRoute route = mandate.route();
		InternalAccountSnapshot account = parties.internalAccountOfBody(tenantId, route.internalAccountId());
		PaymentRules.check()
			.internalAccount(account, route.clientId())
			.currency(request.currencyCode(), account)
			.bankAccount(parties.bankAccount(tenantId, route.bankAccountId()), route.clientId())
			.orRefuse("The direct debit breaks a rule");
		Instant now = Timestamps.now(clock);
		Money money = new Money(request.amount(), request.currencyCode());
		DirectDebitRow instruction = new DirectDebitRow(new DirectDebitId(ids.next()), mandateId, route, money,
				new Progress<>(DirectDebitStatus.Evaluating, null, now), null, actorId, now);
		directDebits.insert(instruction);
		ActionOutcome outcome = aml.evaluate(tenantId, actorId,
				CustomerAction.deposit(route.clientId(), money.amount(), money.currencyCode(),
						route.bankAccountId().value(), route.internalAccountId().value(), instruction.id().value()));
		return verdicts.follow(outcome.verdict(), instruction.evaluatedAs(outcome.evaluationId())).view();
	}

	@Transactional(readOnly = true)
	public DirectDebitInstruction get(TenantId tenantId, DirectDebitId id) {
		return directDebits.find(tenantId, id).orElseThrow(DirectDebitCollection::notFound).view();
	}

	/**
	 * The bank's answer. The same answer again changes nothing (a connector may repeat itself); any other move that
	 * the life cycle does not allow answers 409.
	 */
	@Transactional
	public DirectDebitInstruction answer(TenantId tenantId, DirectDebitId id, DirectDebitOutcome outcome) {
		return answers.answer(tenantId, id, outcome.status(), current -> transitions.move(current, outcome.status()))
			.view();
	}

	/**
	 * The bank's answers to the tenant's instructions, in their order, as {@link #answer(TenantId, DirectDebitId,
	 * DirectDebitOutcome)} one by one would give them, the instructions locked in one statement.
	 */
	@Transactional
	public void answerAll(TenantId tenantId, List<DirectDebitAnswer> answers) {
		Map<DirectDebitId, DirectDebitRow> locked = directDebits.lockAll(tenantId,
				answers.stream().map(DirectDebitAnswer::id).toList(), DirectDebitCollection::notFound);
		transitions.answerAll(tenantId, locked, answers);
	}

	/** The bank's answer through the operator API, which names the instruction without its tenant. */
	@Transactional
	public DirectDebitInstruction answer(DirectDebitId id, DirectDebitOutcome outcome) {
		return answers.answer(id, outcome.status(), current -> transitions.move(current, outcome.status())).view();
	}

	/** The simulated bank's answer: given only while the instruction is still {@code expected}. */
	@Transactional
	boolean answerIfStill(TenantId tenantId, DirectDebitId id, DirectDebitStatus expected, DirectDebitOutcome outcome) {
		return answers.answerIfStill(tenantId, id, expected,
				current -> transitions.move(current, outcome.status()));
	}

	/** The AML officer decided the evaluation an instruction waits for; nothing waits for it otherwise. */
	@Transactional
	public void decided(TenantId tenantId, UUID evaluationId, boolean approved) {
		directDebits.lockEvaluating(tenantId, evaluationId)
			.ifPresent(waiting -> verdicts.decided(waiting, approved));
	}

	private static NotFound notFound() {
		return new NotFound("No SEPA direct debit instruction with this id");
	}
}
