package dev.kontor.payments;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.OtherInstance;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * kill -9 in the middle of deposits and withdrawals: another instance of the application (a process of its own,
 * with the simulated bank answering after a second) takes deposits and withdrawals from eight concurrent callers and
 * is killed with SIGKILL while requests and the bank's answers are in flight. Started again on the same database,
 * it finishes what was left: every instruction reaches a final status (or waits for the officer), each with exactly
 * the bookings its status means, every request answered 200 before the kill is there, and the ledger balances.
 * Needs a database two processes share, so PostgreSQL only.
 */
class PaymentCrashRecoveryTest extends HttpTest {

	private static final int CALLERS = 8;

	private static final int ACCOUNTS = 4;

	@Autowired
	JdbcClient jdbc;

	private final List<Process> instances = new ArrayList<>();

	@AfterEach
	void stopInstances() {
		instances.forEach(Process::destroyForcibly);
	}

	@Test
	void afterAKillEveryFlowFinishesOrIsCleanlyRejectedAndTheLedgerBalances() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "two processes share the database only on PostgreSQL");
		PaymentParties parties = new PaymentParties(http, platform);
		UUID tenantId = parties.aml.tenantId;
		Platform.Client caller = platform.newServerClient(tenantId, "accounts.read", "payments.read",
				"payments.write");
		List<String[]> accounts = new ArrayList<>();
		for (int i = 0; i < ACCOUNTS; i++) {
			String internal = i == 0 ? parties.internalAccountId : parties.activeInternalAccount(parties.clientId, "EUR");
			String mandate = PaymentParties.expect(parties.createMandate(parties.clientId, parties.bankAccountId,
					internal), 200).get("id").asString();
			accounts.add(new String[] { internal, mandate });
		}

		int port = FreePorts.pick();
		Http other = new Http("http://localhost:" + port);
		startInstance(port);
		String token = new Platform(other).clientCredentialsToken(caller, "accounts.read payments.read payments.write");
		List<String> acceptedDeposits = Collections.synchronizedList(new ArrayList<>());
		List<String[]> acceptedWithdrawals = Collections.synchronizedList(new ArrayList<>());
		AtomicBoolean running = new AtomicBoolean(true);
		try (ExecutorService callers = Executors.newFixedThreadPool(CALLERS)) {
			for (int c = 0; c < CALLERS; c++) {
				Random random = new Random(c);
				callers.submit(() -> {
					while (running.get()) {
						String[] account = accounts.get(random.nextInt(ACCOUNTS));
						try {
							if (random.nextInt(3) > 0) {
								Http.Response answer = other.postJson("/api/v3/sepa-direct-debit-mandates/"
										+ account[1] + "/instructions", token,
										Map.of("amount", new BigDecimal(10 + random.nextInt(90)), "currencyCode", "EUR"));
								if (answer.status() == 200) {
									acceptedDeposits.add(answer.json().get("id").asString());
								}
							}
							else {
								UUID requestId = UUID.randomUUID();
								Http.Response answer = other.postJson("/api/v3/internal-accounts/" + account[0]
										+ "/withdrawal-requests", token, Map.of("initiatorWithdrawalRequestId",
												requestId, "amount", new BigDecimal(1 + random.nextInt(40)),
												"currencyCode", "EUR", "bankAccountId", parties.bankAccountId));
								if (answer.status() == 200) {
									acceptedWithdrawals.add(new String[] { account[0], requestId.toString() });
								}
							}
						}
						catch (RuntimeException connectionLost) {
							// the instance is gone: what it answered nothing to may or may not have happened
						}
					}
				});
			}
			// the simulated bank answers a second after an upload: let it answer some, then kill it amid the rest
			await().atMost(Duration.ofSeconds(120)).until(() -> paidWithdrawals(tenantId) >= 3
					&& receivedDeposits(tenantId) >= 10);
			instances.getFirst().destroyForcibly().waitFor();
			running.set(false);
		}
		long unansweredAtKill = open(tenantId);

		startInstance(port);
		await().atMost(Duration.ofSeconds(120)).until(() -> open(tenantId) == 0);

		assertThat(acceptedDeposits).as("deposits taken before the kill").isNotEmpty();
		assertThat(depositStatuses(acceptedDeposits)).as("every deposit answered 200 is there and was received")
			.hasSize(acceptedDeposits.size())
			.allMatch(status -> status.equals("Received"));
		for (String[] withdrawal : acceptedWithdrawals) {
			String status = jdbc.sql("SELECT status FROM payment_withdrawals WHERE internal_account_id = :account "
					+ "AND initiator_withdrawal_request_id = :id")
				.param("account", UUID.fromString(withdrawal[0]))
				.param("id", UUID.fromString(withdrawal[1]))
				.query(String.class)
				.single();
			assertThat(status).as("withdrawal " + withdrawal[1]).isIn("Paid", "Rejected");
		}
		assertThat(bookingsOff(tenantId)).as("instructions whose bookings do not match their status").isEmpty();
		LedgerAudit.Findings findings = new LedgerAudit(jdbc).of(tenantId);
		findings.assertBalanced();
		assertThat(findings.referencesBookedTwice()).isEmpty();
		for (String[] account : accounts) {
			assertThat(findings.accounts().get(UUID.fromString(account[0])).reserved())
				.as("nothing left reserved").isZero();
		}
		System.out.println("PaymentCrashRecoveryTest: " + acceptedDeposits.size() + " deposits and "
				+ acceptedWithdrawals.size() + " withdrawals accepted, " + unansweredAtKill
				+ " instructions unanswered at the kill");
	}

	/** Instructions and withdrawals not yet final (waiting for the bank). */
	private long open(UUID tenantId) {
		return jdbc.sql("SELECT (SELECT COUNT(*) FROM payment_direct_debits WHERE tenant_id = :t "
				+ "AND status IN ('Evaluating', 'Uploaded')) + (SELECT COUNT(*) FROM payment_withdrawals "
				+ "WHERE tenant_id = :t AND status IN ('Evaluating', 'Approved'))")
			.param("t", tenantId)
			.query(Long.class)
			.single();
	}

	private long paidWithdrawals(UUID tenantId) {
		return jdbc.sql("SELECT COUNT(*) FROM payment_withdrawals WHERE tenant_id = :t AND status = 'Paid'")
			.param("t", tenantId)
			.query(Long.class)
			.single();
	}

	private long receivedDeposits(UUID tenantId) {
		return jdbc.sql("SELECT COUNT(*) FROM payment_direct_debits WHERE tenant_id = :t AND status = 'Received'")
			.param("t", tenantId)
			.query(Long.class)
			.single();
	}

	private List<String> depositStatuses(List<String> ids) {
		return ids.stream()
			.map(id -> jdbc.sql("SELECT status FROM payment_direct_debits WHERE id = :id")
				.param("id", UUID.fromString(id))
				.query(String.class)
				.single())
			.toList();
	}

	/**
	 * Every direct debit Received has one Deposit booking and none otherwise; every withdrawal Paid one Withdrawal
	 * booking (its credit transfer's) and a consumed reservation, every other one none and a released reservation.
	 */
	private List<String> bookingsOff(UUID tenantId) {
		List<String> off = new ArrayList<>(jdbc.sql("""
				SELECT d.id || ' ' || d.status FROM payment_direct_debits d
				WHERE d.tenant_id = :t AND (CASE WHEN d.status = 'Received' THEN 1 ELSE 0 END) <>
				  (SELECT COUNT(*) FROM cash_transactions c WHERE c.tenant_id = :t AND c.type = 'Deposit'
				    AND c.reference = 'SEPA direct debit ' || CAST(d.id AS VARCHAR(36)))""")
			.param("t", tenantId)
			.query(String.class)
			.list());
		off.addAll(jdbc.sql("""
				SELECT w.id || ' ' || w.status || ' ' || r.status FROM payment_withdrawals w
				JOIN cash_reservations r ON r.id = w.reservation_id
				WHERE w.tenant_id = :t AND (
				  (w.status = 'Paid') <> (r.status = 'Consumed')
				  OR (w.status IN ('Rejected', 'Failed')) <> (r.status = 'Released')
				  OR (CASE WHEN w.status = 'Paid' THEN 1 ELSE 0 END) <>
				    (SELECT COUNT(*) FROM cash_transactions c WHERE c.tenant_id = :t AND c.type = 'Withdrawal'
				      AND c.settled_reservation = w.reservation_id))""")
			.param("t", tenantId)
			.query(String.class)
			.list());
		return off;
	}

	/** Another instance as a process of its own on {@code port}, its simulated bank answering after a second. */
	private void startInstance(int port) throws IOException {
		instances.add(0, OtherInstance.start(port, BASE_URL, "--kontor.payments.simulated-bank-delay=1s",
				"--kontor.payments.simulated-bank-interval=200ms"));
	}
}
