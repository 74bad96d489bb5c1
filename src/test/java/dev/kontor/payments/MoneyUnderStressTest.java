package dev.kontor.payments;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.CannotCreateTransactionException;

import dev.kontor.accounts.InternalAccountId;
import dev.kontor.payments.internal.CreditTransfers;
import dev.kontor.payments.internal.DirectDebitCollection;
import dev.kontor.payments.internal.WithdrawalDesk;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Issue 18's property: thousands of random deposits, bank answers (Received, Failed, Reverted), withdrawals (with
 * repeated requests) and payment answers (Executed, Rejected) by 16 concurrent workers across two dozen accounts of
 * four clients; answers are sometimes given twice or contradicted by another worker. Afterwards the ledger
 * balances ({@link LedgerAudit}) and it holds exactly the money the workers' successful operations moved: nothing
 * lost, nothing counted twice. PostgreSQL only ({@code KONTOR_TEST_DB=postgres}): H2 serialises the workers.
 * {@code -Dkontor.stress.seed=...} repeats a run; the seed is printed and named in every failure.
 */
class MoneyUnderStressTest extends HttpTest {

	private static final int WORKERS = 16;

	private static final int OPERATIONS = Integer.getInteger("kontor.stress.operations", 2000);

	private static final int CLIENTS = 4;

	private static final int ACCOUNTS_PER_CLIENT = 6;

	@Autowired
	DirectDebitCollection deposits;

	@Autowired
	WithdrawalDesk withdrawals;

	@Autowired
	CreditTransfers transfers;

	@Autowired
	JdbcClient jdbc;

	@Test
	void everyMovementBalancesAndTheLedgerHoldsExactlyWhatTheWorkersMoved() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "16 concurrent workers need PostgreSQL");
		long seed = Long.getLong("kontor.stress.seed", new Random().nextLong());
		System.out.println("MoneyUnderStressTest seed " + seed);
		String run = "seed " + seed + " (-Dkontor.stress.seed=" + seed + " repeats it)";
		PaymentParties parties = new PaymentParties(http, platform);
		UUID tenantId = parties.aml.tenantId;
		List<Account> accounts = accounts(parties);
		Book book = new Book(tenantId, UUID.randomUUID());

		try (ExecutorService threads = Executors.newFixedThreadPool(WORKERS)) {
			AtomicInteger remaining = new AtomicInteger(OPERATIONS);
			List<Future<?>> workers = new ArrayList<>();
			for (int worker = 0; worker < WORKERS; worker++) {
				Random random = new Random(seed + worker);
				workers.add(threads.submit(() -> {
					while (remaining.getAndDecrement() > 0) {
						book.step(random, accounts.get(random.nextInt(accounts.size())));
					}
				}));
			}
			for (Future<?> worker : workers) {
				worker.get(5, TimeUnit.MINUTES);
			}
		}
		book.settleTheRest();

		assertThat(book.unexpected).as("unexpected failures, " + run).isEmpty();
		assertThat(book.contradictions).as("two different answers both taken, " + run).isEmpty();
		assertThat(book.moved()).as("money moved at all, " + run).isPositive();
		LedgerAudit.Findings findings = new LedgerAudit(jdbc).of(tenantId);
		assertThat(findings.unbalancedTransactions()).as("transactions whose entries do not sum to zero, " + run)
			.isEmpty();
		assertThat(findings.balancesOffTheirEntries()).as("balances that are not the sum of their entries, " + run)
			.isEmpty();
		assertThat(findings.reservedOffOpenReservations())
			.as("reserved amounts that are not the sum of the open reservations, " + run)
			.isEmpty();
		assertThat(findings.negativeWithoutFlaggedReversal())
			.as("negative available amounts without a flagged reversal, " + run)
			.isEmpty();
		assertThat(findings.referencesBookedTwice()).as("instructions booked more than once, " + run).isEmpty();
		for (Account account : accounts) {
			LedgerAudit.AccountFigures figures = findings.accounts().get(account.id());
			Expected expected = book.expected(account.id());
			assertThat(figures.balance()).as("balance of %s, %s", account.id(), run)
				.isEqualByComparingTo(expected.balance());
			assertThat(figures.reserved()).as("reserved of %s, %s", account.id(), run)
				.isEqualByComparingTo(expected.reserved());
			assertThat(figures.deposits()).as("deposit bookings of %s, %s", account.id(), run)
				.isEqualTo(expected.deposits());
			assertThat(figures.reversals()).as("reversal bookings of %s, %s", account.id(), run)
				.isEqualTo(expected.reversals());
			assertThat(figures.withdrawals()).as("withdrawal bookings of %s, %s", account.id(), run)
				.isEqualTo(expected.withdrawals());
		}
		assertThat(findings.clearingBalance()).as("the bank clearing account against the clients' money, " + run)
			.isEqualByComparingTo(book.totalBalance().negate());
		System.out.println("MoneyUnderStressTest " + book.summary());
	}

	private static List<Account> accounts(PaymentParties parties) {
		List<Account> accounts = new ArrayList<>();
		for (int c = 0; c < CLIENTS; c++) {
			String client = c == 0 ? parties.clientId
					: parties.aml.client(dev.kontor.testing.Platform.unique("stress"),
							Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
			String bankAccount = c == 0 ? parties.bankAccountId : parties.activeBankAccount(client);
			for (int a = 0; a < ACCOUNTS_PER_CLIENT; a++) {
				String internal = c == 0 && a == 0 ? parties.internalAccountId
						: parties.activeInternalAccount(client, "EUR");
				String mandate = PaymentParties.expect(parties.createMandate(client, bankAccount, internal), 200)
					.get("id")
					.asString();
				accounts.add(new Account(UUID.fromString(internal), UUID.fromString(bankAccount),
						new MandateId(UUID.fromString(mandate))));
			}
		}
		return accounts;
	}

	record Account(UUID id, UUID bankAccountId, MandateId mandate) {
	}

	record Instruction(UUID id, UUID account, BigDecimal amount) {
	}

	record Expected(BigDecimal balance, BigDecimal reserved, long deposits, long reversals, long withdrawals) {
	}

	/**
	 * The workers' operations and what each successful one means for the ledger. An answer counts as taken when the
	 * facade returned the instruction in the answered status; two different answers both taken is a contradiction.
	 */
	private final class Book {

		private final TenantId tenantId;

		private final UUID actorId;

		private final Queue<Instruction> uploaded = new ConcurrentLinkedQueue<>();

		private final Queue<Instruction> received = new ConcurrentLinkedQueue<>();

		private final Queue<Instruction> sent = new ConcurrentLinkedQueue<>();

		private final Map<UUID, Instruction> directDebits = new ConcurrentHashMap<>();

		private final Map<UUID, Set<DirectDebitStatus>> depositAnswers = new ConcurrentHashMap<>();

		private final Map<UUID, Instruction> payments = new ConcurrentHashMap<>();

		private final Map<UUID, Set<PaymentStatus>> paymentAnswers = new ConcurrentHashMap<>();

		/** Withdrawal requests holding a reservation without a payment (waiting for the officer). */
		private final Map<UUID, Instruction> waitingWithdrawals = new ConcurrentHashMap<>();

		private final Map<String, Integer> counts = new ConcurrentHashMap<>();

		final List<String> unexpected = Collections.synchronizedList(new ArrayList<>());

		final List<String> contradictions = Collections.synchronizedList(new ArrayList<>());

		Book(UUID tenantId, UUID actorId) {
			this.tenantId = new TenantId(tenantId);
			this.actorId = actorId;
		}

		void step(Random random, Account account) {
			int dice = random.nextInt(100);
			try {
				if (dice < 30) {
					deposit(account, amount(random, 500));
				}
				else if (dice < 55) {
					answerDeposit(random, uploaded.poll());
				}
				else if (dice < 62) {
					revert(received.poll());
				}
				else if (dice < 82) {
					withdraw(random, account, amount(random, 300));
				}
				else {
					answerPayment(random, sent.poll());
				}
			}
			catch (CannotCreateTransactionException noConnection) {
				// the pool had no connection for the transaction within its timeout: nothing began, a caller retries
				count("no connection");
			}
			catch (RuntimeException | Error failure) {
				unexpected.add(failure.getClass().getSimpleName() + ": " + failure.getMessage());
			}
		}

		private void deposit(Account account, BigDecimal amount) {
			DirectDebitInstruction instruction = deposits.collect(tenantId, actorId, account.mandate(),
					new NewDirectDebit(amount, "EUR"));
			count("deposit " + instruction.status());
			Instruction created = new Instruction(instruction.id(), account.id(), amount);
			directDebits.put(created.id(), created);
			if (instruction.status() == DirectDebitStatus.Uploaded) {
				uploaded.add(created);
			}
		}

		private void answerDeposit(Random random, Instruction instruction) {
			if (instruction == null) {
				return;
			}
			DirectDebitOutcome outcome = random.nextInt(100) < 85 ? DirectDebitOutcome.Received
					: DirectDebitOutcome.Failed;
			if (random.nextInt(100) < 10) {
				// the bank (or another connector) answers again later, maybe differently
				uploaded.add(instruction);
			}
			if (answer(instruction, outcome) && outcome == DirectDebitOutcome.Received && random.nextInt(100) < 20) {
				received.add(instruction);
			}
		}

		private void revert(Instruction instruction) {
			if (instruction != null) {
				answer(instruction, DirectDebitOutcome.Reverted);
			}
		}

		private boolean answer(Instruction instruction, DirectDebitOutcome outcome) {
			try {
				DirectDebitInstruction answered = deposits.answer(tenantId, new DirectDebitId(instruction.id()),
						outcome);
				if (answered.status() != outcome.status()) {
					unexpected.add("Answer " + outcome + " returned " + answered.status());
					return false;
				}
				taken(depositAnswers, instruction.id(), outcome.status());
				count("answer " + outcome);
				return true;
			}
			catch (Conflict refused) {
				count("answer " + outcome + " refused");
				return false;
			}
		}

		private void withdraw(Random random, Account account, BigDecimal amount) {
			UUID requestId = UUID.randomUUID();
			NewWithdrawalRequest request = new NewWithdrawalRequest(requestId, amount, "EUR", account.bankAccountId());
			WithdrawalRequest first;
			try {
				first = withdrawals.request(tenantId, actorId, new InternalAccountId(account.id()), request);
			}
			catch (RuleViolation notEnough) {
				count("withdrawal refused");
				return;
			}
			count("withdrawal " + first.status());
			if (random.nextInt(100) < 10) {
				WithdrawalRequest again = withdrawals.request(tenantId, actorId, new InternalAccountId(account.id()), request);
				if (!again.initiatorWithdrawalRequestId().equals(first.initiatorWithdrawalRequestId())
						|| !java.util.Objects.equals(again.initiatorPaymentId(), first.initiatorPaymentId())) {
					unexpected.add("A repeated withdrawal request answered another request: " + again);
				}
				count("withdrawal repeated");
			}
			Instruction reserved = new Instruction(requestId, account.id(), amount);
			switch (first.status()) {
				case Approved -> {
					Instruction payment = new Instruction(java.util.Objects.requireNonNull(first.initiatorPaymentId()),
							account.id(), amount);
					payments.put(payment.id(), payment);
					sent.add(payment);
				}
				case Evaluating -> waitingWithdrawals.put(requestId, reserved);
				case Rejected -> {
				}
				default -> unexpected.add("A new withdrawal request is " + first.status());
			}
		}

		private void answerPayment(Random random, Instruction payment) {
			if (payment == null) {
				return;
			}
			PaymentOutcome outcome = random.nextInt(100) < 85 ? PaymentOutcome.Executed : PaymentOutcome.Rejected;
			if (random.nextInt(100) < 10) {
				sent.add(payment);
			}
			answer(payment, outcome);
		}

		private void answer(Instruction payment, PaymentOutcome outcome) {
			try {
				PaymentInstruction answered = transfers.answer(tenantId, new PaymentId(payment.id()), outcome);
				if (answered.status() != outcome.status()) {
					unexpected.add("Answer " + outcome + " returned " + answered.status());
					return;
				}
				taken(paymentAnswers, payment.id(), outcome.status());
				count("payment " + outcome);
			}
			catch (Conflict refused) {
				count("payment " + outcome + " refused");
			}
		}

		/** What the bank has not answered yet it answers now, one at a time: Received and Executed. */
		void settleTheRest() {
			for (Instruction instruction; (instruction = uploaded.poll()) != null;) {
				if (!depositAnswers.containsKey(instruction.id())) {
					answer(instruction, DirectDebitOutcome.Received);
				}
			}
			for (Instruction payment; (payment = sent.poll()) != null;) {
				if (!paymentAnswers.containsKey(payment.id())) {
					answer(payment, PaymentOutcome.Executed);
				}
			}
		}

		private <S extends Enum<S>> void taken(Map<UUID, Set<S>> answers, UUID id, S status) {
			Set<S> taken = answers.computeIfAbsent(id, key -> ConcurrentHashMap.newKeySet());
			taken.add(status);
			Set<String> names = new java.util.HashSet<>();
			taken.forEach(each -> names.add(each.name()));
			if (names.containsAll(Set.of("Received", "Failed")) || names.containsAll(Set.of("Executed", "Rejected"))) {
				contradictions.add(id + " " + names);
			}
		}

		Expected expected(UUID account) {
			BigDecimal balance = BigDecimal.ZERO;
			long credited = 0;
			long reverted = 0;
			long paid = 0;
			for (Map.Entry<UUID, Set<DirectDebitStatus>> answer : depositAnswers.entrySet()) {
				Instruction instruction = directDebits.get(answer.getKey());
				if (!instruction.account().equals(account)) {
					continue;
				}
				if (answer.getValue().contains(DirectDebitStatus.Received)) {
					balance = balance.add(instruction.amount());
					credited++;
				}
				if (answer.getValue().contains(DirectDebitStatus.Reverted)) {
					balance = balance.subtract(instruction.amount());
					reverted++;
				}
			}
			BigDecimal reserved = BigDecimal.ZERO;
			for (Instruction payment : payments.values()) {
				if (!payment.account().equals(account)) {
					continue;
				}
				Set<PaymentStatus> answers = paymentAnswers.getOrDefault(payment.id(), Set.of());
				if (answers.contains(PaymentStatus.Executed)) {
					balance = balance.subtract(payment.amount());
					paid++;
				}
				else if (!answers.contains(PaymentStatus.Rejected)) {
					reserved = reserved.add(payment.amount());
				}
			}
			for (Instruction waiting : waitingWithdrawals.values()) {
				if (waiting.account().equals(account)) {
					reserved = reserved.add(waiting.amount());
				}
			}
			return new Expected(balance, reserved, credited, reverted, paid);
		}

		BigDecimal totalBalance() {
			return directDebits.values()
				.stream()
				.map(Instruction::account)
				.distinct()
				.toList()
				.stream()
				.map(account -> expected(account).balance())
				.reduce(BigDecimal.ZERO, BigDecimal::add);
		}

		long moved() {
			return depositAnswers.values().stream().filter(set -> set.contains(DirectDebitStatus.Received)).count()
					+ paymentAnswers.values().stream().filter(set -> set.contains(PaymentStatus.Executed)).count();
		}

		String summary() {
			return new java.util.TreeMap<>(counts).toString();
		}

		private void count(String what) {
			counts.merge(what, 1, Integer::sum);
		}

		private BigDecimal amount(Random random, int maxEuros) {
			return BigDecimal.valueOf(1 + random.nextInt(maxEuros * 100), 2);
		}
	}
}
