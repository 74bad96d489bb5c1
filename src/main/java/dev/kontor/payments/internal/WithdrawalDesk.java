package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.accounts.ReservationId;
import dev.kontor.aml.ActionOutcome;
import dev.kontor.aml.CustomerAction;
import dev.kontor.aml.CustomerActions;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.payments.Money;
import dev.kontor.payments.NewWithdrawalRequest;
import dev.kontor.payments.WithdrawalRequest;
import dev.kontor.payments.WithdrawalStatus;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Withdrawal requests (contract section 8). The amount is reserved at once, then the AML module evaluates the
 * withdrawal: approved, it is paid by a credit transfer; denied, it is rejected and the reservation released;
 * otherwise it waits for the officer. The integrator's {@code initiatorWithdrawalRequestId} names one request per
 * internal account: the same body again answers the request as it is now, so money moves once; another body 409.
 */
@Service
public class WithdrawalDesk {

	private final Withdrawals withdrawals;

	private final Parties parties;

	private final Accounts ledger;

	private final CustomerActions aml;

	private final AmlVerdicts<WithdrawalRow> verdicts;

	private final TransactionTemplate transactions;

	private final Ids ids;

	private final Clock clock;

	WithdrawalDesk(Withdrawals withdrawals, Parties parties, Accounts ledger, CustomerActions aml,
			WithdrawalTransitions transitions, PlatformTransactionManager transactionManager, Ids ids, Clock clock) {
		this.withdrawals = withdrawals;
		this.parties = parties;
		this.ledger = ledger;
		this.aml = aml;
		this.verdicts = new AmlVerdicts<>(transitions::approve, transitions::reject,
				evaluated -> withdrawals.update(evaluated, WithdrawalStatus.Evaluating), "A request");
		this.transactions = new TransactionTemplate(transactionManager);
		this.ids = ids;
		this.clock = clock;
	}

	/**
	 * Two requests with one id at once: the second waits for the first's reservation (the account's row), then
	 * fails on the unique key, rolls back, and answers the first one as a repeat.
	 */
	public WithdrawalRequest request(TenantId tenantId, UUID actorId, InternalAccountId internalAccountId,
			NewWithdrawalRequest request) {
		try {
			return inTransaction(() -> repeated(tenantId, internalAccountId, request)
				.orElseGet(() -> create(tenantId, actorId, internalAccountId, request)));
		}
		catch (DuplicateKeyException createdMeanwhile) {
			return inTransaction(() -> repeated(tenantId, internalAccountId, request).orElseThrow(() -> createdMeanwhile));
		}
	}

	public WithdrawalRequest get(TenantId tenantId, InternalAccountId internalAccountId,
			UUID initiatorWithdrawalRequestId) {
		return inTransaction(() -> {
			parties.internalAccountOfPath(tenantId, internalAccountId);
			return withdrawals.find(tenantId, internalAccountId, initiatorWithdrawalRequestId)
				.orElseThrow(() -> new NotFound("No withdrawal request with this initiatorWithdrawalRequestId"))
				.view();
		});
	}

	/** The AML officer decided the evaluation a withdrawal waits for; nothing waits for it otherwise. */
	@Transactional(propagation = Propagation.MANDATORY)
	public void decided(TenantId tenantId, UUID evaluationId, boolean approved) {
		withdrawals.lockEvaluating(tenantId, evaluationId)
			.ifPresent(waiting -> verdicts.decided(waiting, approved));
	}

	private Optional<WithdrawalRequest> repeated(TenantId tenantId, InternalAccountId internalAccountId,
			NewWithdrawalRequest request) {
		return withdrawals.find(tenantId, internalAccountId, request.initiatorWithdrawalRequestId()).map(existing -> {
			if (existing.money().amount().compareTo(request.amount()) != 0
					|| !existing.money().currencyCode().equals(request.currencyCode())
					|| !existing.route().bankAccountId().value().equals(request.bankAccountId())) {
				throw new Conflict("A withdrawal request with this initiatorWithdrawalRequestId exists with another "
						+ "amount, currency or bank account");
			}
			return existing.view();
		});
	}

	private WithdrawalRequest create(TenantId tenantId, UUID actorId, InternalAccountId internalAccountId,
			NewWithdrawalRequest request) {
		InternalAccountSnapshot account = parties.internalAccountOfPath(tenantId, internalAccountId);
		MoneyRoute route = new MoneyRoute(tenantId, account.clientId(),
				new BankAccountId(request.bankAccountId()), account.id());
		Money money = new Money(request.amount(), request.currencyCode());
		PaymentRules.check()
			.currency(money.currencyCode(), account)
			.bankAccount(parties.bankAccount(tenantId, route.bankAccountId()), route.clientId())
			.orRefuse("The withdrawal request breaks a rule");
		ReservationId reservation = ledger.reserveCash(tenantId, account.id(), money.amount(), money.currencyCode(),
				"Withdrawal request " + request.initiatorWithdrawalRequestId());
		Instant now = Timestamps.now(clock);
		WithdrawalRow created = new WithdrawalRow(ids.next(), request.initiatorWithdrawalRequestId(), route, money,
				reservation, new WithdrawalProgress(WithdrawalStatus.Evaluating, null, null, now), actorId, now);
		withdrawals.insert(created);
		ActionOutcome outcome = aml.evaluate(tenantId, actorId,
				CustomerAction.withdrawal(account.clientId(), money.amount(), money.currencyCode(),
						request.bankAccountId(), internalAccountId.value(), request.initiatorWithdrawalRequestId()));
		return verdicts.follow(outcome.verdict(), created.evaluatedAs(outcome.evaluationId())).view();
	}

	private <T> T inTransaction(Supplier<T> work) {
		T result = transactions.execute(status -> work.get());
		if (result == null) {
			throw new IllegalStateException("A transaction answered nothing");
		}
		return result;
	}
}
