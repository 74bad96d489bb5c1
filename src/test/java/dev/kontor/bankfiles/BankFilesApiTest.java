package dev.kontor.bankfiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.bankfiles.iso20022.Camt054;
import dev.kontor.bankfiles.iso20022.Notification;
import dev.kontor.bankfiles.iso20022.Pain002;
import dev.kontor.bankfiles.iso20022.StatusReport;
import dev.kontor.payments.PaymentParties;
import dev.kontor.testing.BankDirectories;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.OwnDatabase;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bank connection in files (contract section 13), over HTTP with real tokens: the cut-off writes a deposit's
 * pain.008 and a withdrawal's pain.001 to the outbox, the bank's camt.054 and pain.002 in the inbox move the
 * instructions on, and what a broken or hostile bank sends is rejected with its reason, changing nothing.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.payments.bank=files", "kontor.payments.bank.cutoff-cron=-" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@DirtiesContext
@Import(TestInfrastructure.class)
class BankFilesApiTest {

	private static final int PORT = FreePorts.pick();

	private static final BankDirectories BANK = BankDirectories.temporary("kontor-bank-");

	private static final Path OUTBOX = BANK.outbox();

	private static final Path INBOX = BANK.inbox();

	private static final String CREDITOR_IBAN = "DE89370400440532013000";

	private final Http http = new Http("http://localhost:" + PORT);

	private final Platform platform = new Platform(http);

	@Autowired
	JdbcClient jdbc;

	private PaymentParties parties;

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
		BANK.register(registry);
		OwnDatabase.use(registry, "bankfiles");
	}

	@BeforeEach
	void tenant() {
		parties = new PaymentParties(http, platform);
		cutOff();
	}

	@Test
	void aDepositWaitsForTheCutOffIsWrittenAsPain008AndIsReceivedWhenTheBankBooksIt() {
		String mandate = parties.mandate();
		JsonNode approved = expect(parties.collect(mandate, new BigDecimal("100.00"), "EUR"), 200);
		String id = approved.get("id").asString();
		assertThat(approved.get("status").asString()).as("approved, waiting for the file").isEqualTo("Evaluating");
		assertThat(approved.get("evaluationId").isNull()).isFalse();

		JsonNode cutOff = cutOff();

		assertThat(cutOff.get("written")).hasSize(1);
		JsonNode file = cutOff.get("written").get(0);
		assertThat(file.get("direction").asString()).isEqualTo("Outgoing");
		assertThat(file.get("messageType").asString()).isEqualTo("pain.008.001.08");
		assertThat(file.get("status").asString()).isEqualTo("Written");
		assertThat(file.get("numberOfTransactions").asInt()).isEqualTo(1);
		assertThat(file.get("controlSum").decimalValue()).isEqualByComparingTo("100");
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Uploaded");
		Xml pain008 = Xml.of(OUTBOX.resolve(file.get("name").asString()));
		assertThat(pain008.text("GrpHdr/MsgId")).isEqualTo(file.get("msgId").asString());
		assertThat(pain008.text("GrpHdr/NbOfTxs")).isEqualTo("1");
		assertThat(pain008.text("GrpHdr/CtrlSum")).isEqualTo("100.00");
		assertThat(pain008.text("PmtInf/PmtTpInf/SeqTp")).isEqualTo("FRST");
		assertThat(pain008.text("PmtInf/PmtTpInf/LclInstrm/Cd")).isEqualTo("CORE");
		assertThat(pain008.text("PmtInf/CdtrAcct/Id/IBAN")).isEqualTo(CREDITOR_IBAN);
		assertThat(pain008.text("PmtInf/CdtrSchmeId/Id/PrvtId/Othr/Id")).isEqualTo("DE98ZZZ09999999999");
		LocalDate collection = LocalDate.parse(pain008.text("PmtInf/ReqdColltnDt"));
		assertThat(collection).isAfter(LocalDate.now(ZoneOffset.UTC));
		assertThat(collection.getDayOfWeek()).isNotIn(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY);
		String transaction = "PmtInf/DrctDbtTxInf/";
		assertThat(pain008.text(transaction + "PmtId/EndToEndId")).isEqualTo(compact(id));
		assertThat(pain008.text(transaction + "InstdAmt")).isEqualTo("100.00");
		assertThat(pain008.attribute(transaction + "InstdAmt", "Ccy")).isEqualTo("EUR");
		assertThat(pain008.text(transaction + "DrctDbtTx/MndtRltdInf/MndtId")).isEqualTo(compact(mandate));
		assertThat(pain008.text(transaction + "DrctDbtTx/MndtRltdInf/DtOfSgntr"))
			.isEqualTo(LocalDate.now(ZoneOffset.UTC).toString());
		JsonNode bankAccount = bankAccount();
		assertThat(pain008.text(transaction + "DbtrAcct/Id/IBAN")).isEqualTo(bankAccount.get("iban").asString());
		assertThat(pain008.text(transaction + "DbtrAgt/FinInstnId/BICFI")).isEqualTo(bankAccount.get("bic").asString());
		assertThat(pain008.text(transaction + "Dbtr/Nm"))
			.isEqualTo(bankAccount.get("accountHolderName").asString());

		JsonNode read = bankSends("camt054-booked.xml", Camt054.write(new Notification(unique("N"),
				List.of(credit(id, "100.00", null))), CREDITOR_IBAN, Instant.now()));

		assertThat(read.get("status").asString()).isEqualTo("Read");
		assertThat(read.get("messageType").asString()).isEqualTo("camt.054.001.08");
		assertThat(read.get("numberOfTransactions").asInt()).isEqualTo(1);
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Received");
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("100");
		assertThat(INBOX.resolve("processed/camt054-booked.xml")).exists();

		expect(parties.collect(mandate, new BigDecimal("20"), "EUR"), 200);
		Xml second = Xml.of(OUTBOX.resolve(cutOff().get("written").get(0).get("name").asString()));
		assertThat(second.text("PmtInf/PmtTpInf/SeqTp")).as("the mandate collected before").isEqualTo("RCUR");
	}

	@Test
	void aWithdrawalIsSentAsPain001AndExecutedWhenTheBankDebitsIt() {
		String deposit = fundedWith("100");
		UUID requestId = UUID.randomUUID();
		JsonNode approved = parties.withdrawal(requestId, "40");
		String payment = approved.get("initiatorPaymentId").asString();
		assertThat(parties.payment(payment).get("status").asString()).as("waiting for the file").isEqualTo("Created");

		JsonNode file = cutOff().get("written").get(0);

		assertThat(file.get("messageType").asString()).isEqualTo("pain.001.001.09");
		assertThat(parties.payment(payment).get("status").asString()).isEqualTo("Sent");
		Xml pain001 = Xml.of(OUTBOX.resolve(file.get("name").asString()));
		assertThat(pain001.text("GrpHdr/CtrlSum")).isEqualTo("40.00");
		assertThat(pain001.text("PmtInf/DbtrAcct/Id/IBAN")).isEqualTo(CREDITOR_IBAN);
		String transaction = "PmtInf/CdtTrfTxInf/";
		assertThat(pain001.text(transaction + "PmtId/EndToEndId")).isEqualTo(compact(payment));
		assertThat(pain001.text(transaction + "Amt/InstdAmt")).isEqualTo("40.00");
		assertThat(pain001.text(transaction + "CdtrAcct/Id/IBAN")).isEqualTo(bankAccount().get("iban").asString());
		assertThat(deposit).isNotEqualTo(payment);

		bankSends("camt054-executed.xml", Camt054.write(new Notification(unique("N"),
				List.of(debit(payment, "40.00", null))), CREDITOR_IBAN, Instant.now()));

		assertThat(parties.payment(payment).get("status").asString()).isEqualTo("Executed");
		assertThat(parties.withdrawalOf(requestId).get("status").asString()).isEqualTo("Paid");
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("60");
	}

	@Test
	void aStatusReportRejectingATransactionFailsTheDepositAndRejectsThePayment() {
		fundedWith("100");
		String debit = expect(parties.collect(parties.mandate(), new BigDecimal("30"), "EUR"), 200).get("id")
			.asString();
		JsonNode withdrawal = parties.withdrawal(UUID.randomUUID(), "25");
		String payment = withdrawal.get("initiatorPaymentId").asString();
		JsonNode written = cutOff().get("written");
		String debitsFile = msgIdOf(written, "pain.008.001.08");
		String transfersFile = msgIdOf(written, "pain.001.001.09");

		bankSends("pain002-debits.xml", Pain002.write(new StatusReport(unique("S"), debitsFile, "pain.008.001.08",
				"PART", null, List.of(new StatusReport.TransactionStatus(compact(debit), "RJCT", "AC04"))),
				Instant.now()));
		bankSends("pain002-transfers.xml", Pain002.write(new StatusReport(unique("S"), transfersFile,
				"pain.001.001.09", "RJCT", "AC01", List.of()), Instant.now()));

		assertThat(parties.directDebitOf(debit).get("status").asString()).isEqualTo("Failed");
		assertThat(parties.payment(payment).get("status").asString()).isEqualTo("Rejected");
		JsonNode account = parties.account();
		assertThat(account.get("balance").decimalValue()).isEqualByComparingTo("100");
		assertThat(account.get("availableAmount").decimalValue()).as("the reservation released")
			.isEqualByComparingTo("100");
	}

	@Test
	void aReturnedCollectionIsRevertedWithItsReasonCode() {
		String deposit = fundedWith("70");

		bankSends("camt054-returned.xml", Camt054.write(new Notification(unique("N"),
				List.of(debit(deposit, "70.00", "MD06"))), CREDITOR_IBAN, Instant.now()));

		assertThat(parties.directDebitOf(deposit).get("status").asString()).isEqualTo("Reverted");
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("0");
	}

	@Test
	void aNotificationThatBooksAndReturnsInOneFileLeavesEachCollectionAsItsLastEntrySays() {
		String returned = collected("30");
		String booked = collected("45");

		bankSends("camt054-booked-and-returned.xml", Camt054.write(new Notification(unique("N"),
				List.of(credit(returned, "30.00", null), credit(booked, "45.00", null), debit(returned, "30.00", "MD06"),
						credit(booked, "45.00", null))),
				CREDITOR_IBAN, Instant.now()));

		assertThat(parties.directDebitOf(returned).get("status").asString()).isEqualTo("Reverted");
		assertThat(parties.directDebitOf(booked).get("status").asString()).as("the same booking again changes nothing")
			.isEqualTo("Received");
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("45");
	}

	@Test
	void whatABrokenOrHostileBankSendsIsRejectedWithItsReasonAndChangesNothing() throws IOException {
		String debit = collected("10");
		byte[] booked = Camt054.write(new Notification(unique("N"), List.of(credit(debit, "10.00", null))),
				CREDITOR_IBAN, Instant.now());
		String full = new String(booked, StandardCharsets.UTF_8);

		assertRejected("truncated.xml", full.substring(0, full.length() / 2).getBytes(StandardCharsets.UTF_8), "");
		assertRejected("bomb.xml", """
				<?xml version="1.0"?>
				<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
				<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
				<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">&lol3;</Document>
				""".getBytes(StandardCharsets.UTF_8), "DOCTYPE");
		assertRejected("statement.xml", full.replace("camt.054.001.08", "camt.053.001.08")
			.getBytes(StandardCharsets.UTF_8), "camt.053.001.08");
		assertRejected("unknown.xml", Camt054.write(new Notification(unique("N"),
				List.of(credit(UUID.randomUUID().toString(), "10.00", null))), CREDITOR_IBAN, Instant.now()),
				"is not of a file Kontor sent");
		assertRejected("other-account.xml", Camt054.write(new Notification(unique("N"),
				List.of(credit(debit, "10.00", null))), "DE02120300000000202051", Instant.now()),
				"DE02120300000000202051");
		assertRejected("other-amount.xml", Camt054.write(new Notification(unique("N"),
				List.of(credit(debit, "11.00", null))), CREDITOR_IBAN, Instant.now()), "11.00");
		assertThat(parties.directDebitOf(debit).get("status").asString()).as("nothing changed")
			.isEqualTo("Uploaded");

		assertThat(bankSends("booked.xml", booked).get("status").asString()).isEqualTo("Read");
		assertRejected("booked-again.xml", booked, "was read already");

		assertThat(parties.directDebitOf(debit).get("status").asString()).isEqualTo("Received");
		assertThat(parties.account().get("balance").decimalValue()).as("credited once").isEqualByComparingTo("10");
		JsonNode rejected = expect(http.get("/admin/v1/bank-files?direction=Incoming&status=Rejected&recordsPerPage=50",
				platform.adminToken()), 200);
		assertThat(rejected.get("data").valueStream().map(file -> file.get("name").asString()))
			.contains("truncated.xml", "bomb.xml", "statement.xml", "unknown.xml", "other-account.xml",
					"other-amount.xml", "booked-again.xml");
		assertThat(rejected.get("data").valueStream().map(file -> file.get("reason").asString()))
			.allMatch(reason -> !reason.isBlank());
	}

	@Test
	void aFileStoredButNotYetInTheOutboxIsWrittenAtTheNextCutOff() throws IOException {
		String id = expect(parties.collect(parties.mandate(), new BigDecimal("15"), "EUR"), 200).get("id").asString();
		String name = cutOff().get("written").get(0).get("name").asString();
		Path file = OUTBOX.resolve(name);
		byte[] written = Files.readAllBytes(file);
		Files.delete(file);
		jdbc.sql("UPDATE bank_files SET in_outbox = FALSE WHERE name = :name").param("name", name).update();

		assertThat(cutOff().get("written")).as("no new file").isEmpty();

		assertThat(file).hasBinaryContent(written);
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Uploaded");
		assertThat(OUTBOX.toFile().list((directory, entry) -> entry.startsWith("."))).as("nothing left aside")
			.isEmpty();
	}

	@Test
	void theFilesAreListedForTheOperatorOnly() {
		collected("5");

		JsonNode outgoing = expect(http.get("/admin/v1/bank-files?direction=Outgoing&status=Written",
				platform.adminToken()), 200);

		JsonNode newest = outgoing.get("data").get(0);
		assertThat(newest.get("messageType").asString()).isEqualTo("pain.008.001.08");
		assertThat(newest.get("numberOfTransactions").asInt()).isEqualTo(1);
		assertThat(newest.get("controlSum").decimalValue()).isEqualByComparingTo("5");
		assertThat(newest.get("createdDate").asString()).isNotBlank();
		assertThat(outgoing.get("pageNumber").asInt()).isEqualTo(1);
		assertThat(http.get("/actuator/prometheus").body())
			.containsPattern("kontor_bankfiles_files_total\\{[^}]*direction=\"Outgoing\"[^}]*status=\"Written\"[^}]*} [1-9]");
		assertThat(http.get("/admin/v1/bank-files", parties.token).status()).isEqualTo(403);
		assertThat(http.post("/admin/v1/bank-files/cutoff", parties.token).status()).isEqualTo(403);
		assertThat(http.get("/admin/v1/bank-files?direction=Sideways", platform.adminToken()).status())
			.isEqualTo(400);
		assertThat(http.get("/admin/v1/bank-files?recordsPerPage=0", platform.adminToken()).status()).isEqualTo(400);
	}

	private void assertRejected(String name, byte[] content, String reasonPart) throws IOException {
		JsonNode file = bankSends(name, content);
		assertThat(file.get("status").asString()).as(name).isEqualTo("Rejected");
		assertThat(file.get("reason").asString()).as(name).contains(reasonPart);
		assertThat(INBOX.resolve("rejected").resolve(name)).exists();
		assertThat(Files.readString(INBOX.resolve("rejected").resolve(name + ".reason"))).contains(reasonPart);
	}

	/** A file the bank drops into the inbox, read at the next cut-off: how Kontor recorded it. */
	private JsonNode bankSends(String name, byte[] content) {
		try {
			Files.write(INBOX.resolve(name), content);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		JsonNode read = cutOff().get("read");
		assertThat(read).as(name).hasSize(1);
		return read.get(0);
	}

	private JsonNode cutOff() {
		return expect(http.post("/admin/v1/bank-files/cutoff", platform.adminToken()), 200);
	}

	/** A deposit uploaded in a file of its own; its id. */
	private String collected(String amount) {
		String id = expect(parties.collect(parties.mandate(), new BigDecimal(amount), "EUR"), 200).get("id")
			.asString();
		cutOff();
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Uploaded");
		return id;
	}

	/** A deposit collected and booked by the bank; its id. */
	private String fundedWith(String amount) {
		String id = collected(amount);
		bankSends("camt054-" + id + ".xml", Camt054.write(new Notification(unique("N"),
				List.of(credit(id, new BigDecimal(amount).setScale(2).toPlainString(), null))), CREDITOR_IBAN,
				Instant.now()));
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Received");
		return id;
	}

	private JsonNode bankAccount() {
		return expect(http.get("/api/v3/bank-accounts/" + parties.bankAccountId, parties.token), 200);
	}

	private static String msgIdOf(JsonNode files, String messageType) {
		return files.valueStream()
			.filter(file -> file.get("messageType").asString().equals(messageType))
			.findFirst()
			.orElseThrow()
			.get("msgId")
			.asString();
	}

	private static Notification.Entry credit(String instructionId, String amount, String returnReason) {
		return new Notification.Entry(CREDITOR_IBAN, compact(instructionId), new BigDecimal(amount), "EUR", true,
				LocalDate.now(ZoneOffset.UTC), returnReason);
	}

	private static Notification.Entry debit(String instructionId, String amount, String returnReason) {
		return new Notification.Entry(CREDITOR_IBAN, compact(instructionId), new BigDecimal(amount), "EUR", false,
				LocalDate.now(ZoneOffset.UTC), returnReason);
	}

	private static String compact(String uuid) {
		return uuid.replace("-", "");
	}

	private static String unique(String prefix) {
		return prefix + UUID.randomUUID().toString().replace("-", "").substring(0, 20);
	}
}
