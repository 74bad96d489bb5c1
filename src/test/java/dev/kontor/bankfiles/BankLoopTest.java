package dev.kontor.bankfiles;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.payments.LedgerAudit;
import dev.kontor.payments.PaymentParties;
import dev.kontor.testing.BankDirectories;
import dev.kontor.testing.EventEnvelopes;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.OwnDatabase;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;
import dev.kontor.testing.WebhookReceiver;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The bank connection in files as a loop of two processes (contract section 13): Kontor's outbox is the bank
 * simulator's inbox and the simulator's outbox Kontor's inbox, the simulator running as a process of its own that
 * rejects about a tenth of the instructions and returns about a tenth of the collected direct debits, with a fixed
 * seed. A hundred direct debits are collected (cut-offs until the bank has answered every one), then a hundred
 * withdrawals paid out of them. Afterwards every instruction's status over the API is what the bank's files in
 * Kontor's {@code inbox/processed/} said of it, read here without Kontor's readers; the internal account holds the
 * received deposits less the executed withdrawals, the ledger balances, neither side rejected a file of the other's,
 * and each status change reached the tenant's webhook endpoint once.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.payments.bank=files", "kontor.payments.bank.cutoff-cron=-" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@DirtiesContext
@Import(TestInfrastructure.class)
class BankLoopTest {

	private static final int PORT = FreePorts.pick();

	private static final BankDirectories BANK = BankDirectories.temporary("kontor-bank-loop-");

	private static final Path OUTBOX = BANK.outbox();

	private static final Path INBOX = BANK.inbox();

	private static final int DEPOSITS = 100;

	private static final int WITHDRAWALS = 100;

	private static final int MANDATES = 4;

	private static final Duration PATIENCE = Duration.ofSeconds(30);

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final List<String> PAYMENT_TYPES = List.of("PaymentSDDInstructionUploaded",
			"PaymentSDDInstructionReceived", "PaymentSDDInstructionReverted", "PaymentSDDInstructionFailed",
			"WithdrawalUpdate", "PaymentSCTInstructionUpdated");

	/**
	 * The events of a withdrawal paid out or not: its payment's Created, Sent and Executed or Rejected, and its
	 * request's Approved and Paid or Failed.
	 */
	private static final List<String> PAYMENT_EVENTS = List.of("PaymentSCTInstructionUpdated",
			"PaymentSCTInstructionUpdated", "PaymentSCTInstructionUpdated", "WithdrawalUpdate", "WithdrawalUpdate");

	private static BankSimulatorProcess bank;

	private final Http http = new Http("http://localhost:" + PORT);

	private final Platform platform = new Platform(http);

	private final WebhookReceiver receiver = new WebhookReceiver();

	/** The payment (initiatorPaymentId) of each withdrawal request (initiatorWithdrawalRequestId). */
	private final Map<String, String> requests = new HashMap<>();

	@Autowired
	JdbcClient jdbc;

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
		BANK.register(registry);
		OwnDatabase.use(registry, "bankloop");
	}

	@AfterAll
	static void stopBank() {
		if (bank != null) {
			bank.close();
		}
	}

	@Test
	void everyInstructionEndsAsTheBanksFilesSayAndTheLedgerBalances() throws IOException {
		bank = BankSimulatorProcess.start(OUTBOX, INBOX, Map.of("failure-rate", "0.1", "return-rate", "0.1", "seed",
				"20261129", "delay", "200ms", "poll-interval", "50ms"));
		PaymentParties parties = new PaymentParties(http, platform);
		UUID tenantId = parties.aml.tenantId;
		subscribe(parties);
		cutOff();

		Map<String, BigDecimal> deposits = collect(parties);
		cutOffUntilAnswered(tenantId, "payment_direct_debits", "'Evaluating', 'Uploaded'");
		Map<String, BigDecimal> withdrawals = withdraw(parties);
		cutOffUntilAnswered(tenantId, "payment_credit_transfers", "'Created', 'Sent'");

		BankAnswers answers = BankAnswers.in(INBOX.resolve("processed"));
		Map<String, String> depositStatuses = statuses(deposits.keySet(),
				id -> parties.directDebitOf(id).get("status").asString());
		Map<String, String> paymentStatuses = statuses(withdrawals.keySet(),
				id -> parties.payment(id).get("status").asString());
		assertThat(depositStatuses).as("deposits as the bank's files say")
			.isEqualTo(statuses(deposits.keySet(), id -> answers.directDebitStatus(compact(id))));
		assertThat(paymentStatuses).as("withdrawals' payments as the bank's files say")
			.isEqualTo(statuses(withdrawals.keySet(), id -> answers.creditTransferStatus(compact(id))));
		assertThat(statuses(requests.keySet(), id -> parties.withdrawalOf(UUID.fromString(id)).get("status").asString()))
			.as("withdrawal requests paid as their payments were executed")
			.isEqualTo(statuses(requests.keySet(),
					id -> paymentStatuses.get(requests.get(id)).equals("Executed") ? "Paid" : "Failed"));
		assertThat(depositStatuses).as("some deposits failed, some were returned")
			.containsValues("Received", "Failed", "Reverted");
		assertThat(paymentStatuses).as("some payments were rejected").containsValues("Executed", "Rejected");
		assertThat(names(INBOX.resolve("rejected"))).as("bank files Kontor rejected").isEmpty();
		assertThat(names(OUTBOX.resolve("rejected"))).as("Kontor's files the bank rejected").isEmpty();
		assertThat(names(OUTBOX.resolve("processed"))).as("Kontor's files the bank answered")
			.hasSize(2)
			.anyMatch(name -> name.startsWith("pain.008.001.08"))
			.anyMatch(name -> name.startsWith("pain.001.001.09"));

		BigDecimal received = sum(deposits, depositStatuses, "Received");
		BigDecimal executed = sum(withdrawals, paymentStatuses, "Executed");
		JsonNode account = parties.account();
		assertThat(account.get("balance").decimalValue()).isEqualByComparingTo(received.subtract(executed));
		assertThat(account.get("availableAmount").decimalValue()).as("no reservation left")
			.isEqualByComparingTo(received.subtract(executed));
		new LedgerAudit(jdbc).of(tenantId).assertBalanced();

		assertEachStatusChangeDeliveredOnce(tenantId, depositStatuses, paymentStatuses);
		System.out.println("BankLoopTest: deposits " + tally(depositStatuses) + ", payments " + tally(paymentStatuses)
				+ ", balance " + account.get("balance").decimalValue());
	}

	/** The deposits, over {@link #MANDATES} mandates of the client, each approved and waiting for the cut-off. */
	private Map<String, BigDecimal> collect(PaymentParties parties) {
		List<String> mandates = Stream.generate(parties::mandate).limit(MANDATES).toList();
		Map<String, BigDecimal> deposits = new LinkedHashMap<>();
		for (int i = 0; i < DEPOSITS; i++) {
			BigDecimal amount = new BigDecimal(50 + i + ".25");
			JsonNode debit = expect(parties.collect(mandates.get(i % MANDATES), amount, "EUR"), 200);
			assertThat(debit.get("status").asString()).as("approved, waiting for the file").isEqualTo("Evaluating");
			deposits.put(debit.get("id").asString(), amount);
		}
		return deposits;
	}

	/**
	 * The withdrawals, each approved with its payment waiting for the cut-off: their amounts by initiatorPaymentId;
	 * {@link #requests} learns each payment's withdrawal request.
	 */
	private Map<String, BigDecimal> withdraw(PaymentParties parties) {
		Map<String, BigDecimal> payments = new LinkedHashMap<>();
		for (int i = 0; i < WITHDRAWALS; i++) {
			BigDecimal amount = new BigDecimal(5 + i % 10 + ".50");
			UUID requestId = UUID.randomUUID();
			JsonNode withdrawal = parties.withdrawal(requestId, amount.toPlainString());
			String payment = withdrawal.get("initiatorPaymentId").asString();
			assertThat(parties.payment(payment).get("status").asString()).isEqualTo("Created");
			payments.put(payment, amount);
			requests.put(requestId.toString(), payment);
		}
		return payments;
	}

	/** Cut-offs, one after the other, until no row of the table is in one of the open statuses. */
	private void cutOffUntilAnswered(UUID tenantId, String table, String openStatuses) {
		await().atMost(PATIENCE).pollInterval(Duration.ofMillis(250)).untilAsserted(() -> {
			assertThat(bank.isAlive()).as("the bank simulator runs, see " + bank.log()).isTrue();
			cutOff();
			assertThat(jdbc.sql("SELECT COUNT(*) FROM " + table + " WHERE tenant_id = :tenantId AND status IN ("
					+ openStatuses + ")").param("tenantId", tenantId).query(Long.class).single())
				.as("instructions the bank has not answered, see " + bank.log())
				.isZero();
		});
	}

	private JsonNode cutOff() {
		return expect(http.post("/admin/v1/bank-files/cutoff", platform.adminToken()), 200);
	}

	/** A tenant endpoint for the payment events, answered by the receiver. */
	private void subscribe(PaymentParties parties) {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId",
				parties.aml.tenantId, "url", receiver.url(), "eventTypes", PAYMENT_TYPES)).status()).isEqualTo(201);
	}

	/**
	 * Every event the tenant's changes stored is delivered once, and each deposit has one event per status the
	 * catalogue names: Uploaded, then Received, Failed, or Received and Reverted; each payment and each withdrawal
	 * request as many updates as every other that ended alike.
	 */
	private void assertEachStatusChangeDeliveredOnce(UUID tenantId, Map<String, String> deposits,
			Map<String, String> payments) {
		long stored = jdbc.sql("SELECT COUNT(*) FROM webhook_events WHERE tenant_id = :tenantId AND type IN (:types)")
			.param("tenantId", tenantId)
			.param("types", PAYMENT_TYPES)
			.query(Long.class)
			.single();
		await().atMost(PATIENCE).until(() -> receiver.received().size() >= stored);
		List<JsonNode> events = receiver.received().stream().map(request -> JSON.readTree(request.body())).toList();
		assertThat(events).as("deliveries").hasSize((int) stored);
		assertThat(events.stream().map(event -> event.get("eventId").asString()).distinct()).as("events delivered")
			.hasSize((int) stored);

		Map<String, List<String>> byDeposit = new HashMap<>();
		Map<String, List<String>> byPayment = new HashMap<>();
		for (JsonNode event : events) {
			Map<String, String> parameters = EventEnvelopes.parameters(event);
			String type = event.get("type").asString();
			if (type.startsWith("PaymentSDD")) {
				byDeposit.computeIfAbsent(parameters.get("sepaDirectDebitInstructionId"), id -> new ArrayList<>())
					.add(type.substring("PaymentSDDInstruction".length()));
			}
			else {
				String payment = type.equals("WithdrawalUpdate")
						? requests.get(parameters.get("initiatorWithdrawalRequestId"))
						: parameters.get("initiatorPaymentId");
				byPayment.computeIfAbsent(payment, id -> new ArrayList<>()).add(type);
			}
		}
		deposits.forEach((id, status) -> assertThat(byDeposit.get(id)).as("events of deposit %s (%s)", id, status)
			.containsExactlyInAnyOrderElementsOf(expectedEvents(status)));
		payments.forEach((id, status) -> assertThat(byPayment.get(id)).as("events of payment %s (%s)", id, status)
			.containsExactlyInAnyOrderElementsOf(PAYMENT_EVENTS));
	}

	private static List<String> expectedEvents(String status) {
		return switch (status) {
			case "Received" -> List.of("Uploaded", "Received");
			case "Failed" -> List.of("Uploaded", "Failed");
			case "Reverted" -> List.of("Uploaded", "Received", "Reverted");
			default -> throw new AssertionError("a deposit still " + status);
		};
	}

	private static Map<String, String> statuses(Iterable<String> ids, Function<String, String> status) {
		Map<String, String> statuses = new LinkedHashMap<>();
		ids.forEach(id -> statuses.put(id, status.apply(id)));
		return statuses;
	}

	private static BigDecimal sum(Map<String, BigDecimal> amounts, Map<String, String> statuses, String status) {
		return amounts.entrySet()
			.stream()
			.filter(entry -> statuses.get(entry.getKey()).equals(status))
			.map(Map.Entry::getValue)
			.reduce(BigDecimal.ZERO, BigDecimal::add);
	}

	private static Map<String, Long> tally(Map<String, String> statuses) {
		return statuses.values().stream().collect(Collectors.groupingBy(status -> status, Collectors.counting()));
	}

	private static List<String> names(Path directory) throws IOException {
		try (Stream<Path> files = Files.list(directory)) {
			return files.map(file -> file.getFileName().toString()).toList();
		}
	}

	private static String compact(String uuid) {
		return uuid.replace("-", "");
	}
}
