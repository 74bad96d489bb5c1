package dev.kontor.simulators.bank;

import static dev.kontor.simulators.bank.KontorFiles.creditTransfers;
import static dev.kontor.simulators.bank.KontorFiles.directDebits;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.kontor.simulators.bank.KontorFiles.Tx;

/**
 * The bank's answers to Kontor's files, read field by field as Kontor reads them: what is booked, rejected and
 * returned, the files' names and schemas, and what happens to the files it read.
 */
class BackOfficeTest {

	private static final String NTRY = "/d:Document/d:BkToCstmrDbtCdtNtfctn/d:Ntfctn/d:Ntry";

	private static final String REPORT = "/d:Document/d:CstmrPmtStsRpt";

	private static final Instant NOW = Instant.parse("2026-11-30T09:15:00Z");

	@TempDir
	Path inbox;

	@TempDir
	Path outbox;

	@Test
	void booksEveryDirectDebitAsACreditWhenNothingFails() throws Exception {
		drop("pain.008-D1.xml",
				directDebits("D1", new Tx("INSTR-1", "100.00"), new Tx("INSTR-2", "2500.5")));

		office(0, 0).workInbox();

		List<Path> answers = XmlAnswer.files(outbox);
		assertThat(answers).singleElement()
			.satisfies(file -> assertThat(file.getFileName().toString()).matches("camt\\.054\\.001\\.08-BS\\S+\\.xml"));
		XmlAnswer camt = XmlAnswer.read(answers.getFirst());
		assertThat(camt.text("/d:Document/d:BkToCstmrDbtCdtNtfctn/d:GrpHdr/d:MsgId"))
			.isEqualTo(answers.getFirst().getFileName().toString().replaceAll("^camt\\.054\\.001\\.08-|\\.xml$", ""));
		assertThat(camt.text("/d:Document/d:BkToCstmrDbtCdtNtfctn/d:Ntfctn/d:Acct/d:Id/d:IBAN"))
			.isEqualTo(KontorFiles.PLATFORM_IBAN);
		assertThat(camt.count(NTRY)).isEqualTo(2);
		assertThat(camt.texts(NTRY + "/d:Amt")).containsExactly("100.00", "2500.5");
		assertThat(camt.texts(NTRY + "/d:Amt/@Ccy")).containsExactly("EUR", "EUR");
		assertThat(camt.texts(NTRY + "/d:CdtDbtInd")).containsExactly("CRDT", "CRDT");
		assertThat(camt.texts(NTRY + "/d:Sts/d:Cd")).containsExactly("BOOK", "BOOK");
		assertThat(camt.texts(NTRY + "/d:BookgDt/d:Dt")).containsOnly(LocalDate.of(2026, 11, 30).toString());
		assertThat(camt.texts(NTRY + "/d:BkTxCd/d:Domn/d:Cd")).containsOnly("PMNT");
		assertThat(camt.texts(NTRY + "/d:BkTxCd/d:Domn/d:Fmly/d:Cd")).containsOnly("IDDT");
		assertThat(camt.texts(NTRY + "/d:BkTxCd/d:Domn/d:Fmly/d:SubFmlyCd")).containsOnly("ESDD");
		assertThat(camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Refs/d:EndToEndId"))
			.containsExactly("INSTR-1", "INSTR-2");
		assertThat(camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Refs/d:MsgId")).containsOnly("D1");
		assertThat(camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Refs/d:MndtId"))
			.containsExactly("MANDATE-INSTR-1", "MANDATE-INSTR-2");
		assertThat(camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Amt")).containsExactly("100.00", "2500.5");
		assertThat(camt.count(NTRY + "/d:NtryDtls/d:TxDtls/d:RtrInf")).isZero();
		assertThat(camt.texts(NTRY + "/d:AcctSvcrRef")).doesNotHaveDuplicates().hasSize(2);
		camt.validateAgainst("camt.054.001.08");
		assertThat(inbox.resolve("processed/pain.008-D1.xml")).exists();
		assertThat(inbox.resolve("pain.008-D1.xml")).doesNotExist();
	}

	@Test
	void executesEveryTransferAsADebitWhenNothingFails() throws Exception {
		drop("pain.001-W1.xml", creditTransfers("W1", new Tx("PAY-1", "42.10"), new Tx("PAY-2", "7")));

		office(0, 0).workInbox();

		XmlAnswer camt = onlyAnswer("camt.054.001.08");
		assertThat(camt.texts(NTRY + "/d:CdtDbtInd")).containsExactly("DBIT", "DBIT");
		assertThat(camt.texts(NTRY + "/d:Amt")).containsExactly("42.10", "7");
		assertThat(camt.texts(NTRY + "/d:BkTxCd/d:Domn/d:Fmly/d:Cd")).containsOnly("ICDT");
		assertThat(camt.texts(NTRY + "/d:BkTxCd/d:Domn/d:Fmly/d:SubFmlyCd")).containsOnly("ESCT");
		assertThat(camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Refs/d:EndToEndId")).containsExactly("PAY-1", "PAY-2");
		assertThat(camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Refs/d:InstrId")).containsExactly("I-PAY-1", "I-PAY-2");
		assertThat(camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Refs/d:PmtInfId")).containsOnly("W1-1");
		camt.validateAgainst("camt.054.001.08");
		assertThat(inbox.resolve("processed/pain.001-W1.xml")).exists();
	}

	@Test
	void rejectsEveryDirectDebitInAStatusReportWhenEveryOneFails() throws Exception {
		drop("pain.008-D2.xml", directDebits("D2", new Tx("INSTR-3", "10.00"), new Tx("INSTR-4", "20.00")));

		office(1, 0).workInbox();

		XmlAnswer report = onlyAnswer("pain.002.001.10");
		assertThat(report.text(REPORT + "/d:OrgnlGrpInfAndSts/d:OrgnlMsgId")).isEqualTo("D2");
		assertThat(report.text(REPORT + "/d:OrgnlGrpInfAndSts/d:OrgnlMsgNmId")).isEqualTo("pain.008.001.08");
		assertThat(report.text(REPORT + "/d:OrgnlGrpInfAndSts/d:OrgnlNbOfTxs")).isEqualTo("2");
		assertThat(report.text(REPORT + "/d:OrgnlGrpInfAndSts/d:OrgnlCtrlSum")).isEqualTo("30.00");
		assertThat(report.text(REPORT + "/d:OrgnlGrpInfAndSts/d:GrpSts")).isEqualTo("RJCT");
		assertThat(report.text(REPORT + "/d:OrgnlPmtInfAndSts/d:OrgnlPmtInfId")).isEqualTo("D2-RCUR");
		assertThat(report.text(REPORT + "/d:OrgnlPmtInfAndSts/d:PmtInfSts")).isEqualTo("RJCT");
		String transactions = REPORT + "/d:OrgnlPmtInfAndSts/d:TxInfAndSts";
		assertThat(report.texts(transactions + "/d:OrgnlEndToEndId")).containsExactly("INSTR-3", "INSTR-4");
		assertThat(report.texts(transactions + "/d:TxSts")).containsExactly("RJCT", "RJCT");
		assertThat(report.texts(transactions + "/d:StsRsnInf/d:Rsn/d:Cd")).containsExactly("AC04", "AC04");
		assertThat(report.texts(transactions + "/d:OrgnlTxRef/d:Amt/d:InstdAmt")).containsExactly("10.00", "20.00");
		report.validateAgainst("pain.002.001.10");
		assertThat(inbox.resolve("processed/pain.008-D2.xml")).exists();
	}

	@Test
	void rejectsEveryTransferWithReasonAc01WhenEveryOneFails() throws Exception {
		drop("pain.001-W2.xml", creditTransfers("W2", new Tx("PAY-3", "99.99")));

		office(1, 0).workInbox();

		XmlAnswer report = onlyAnswer("pain.002.001.10");
		assertThat(report.text(REPORT + "/d:OrgnlGrpInfAndSts/d:OrgnlMsgNmId")).isEqualTo("pain.001.001.09");
		assertThat(report.text(REPORT + "/d:OrgnlGrpInfAndSts/d:GrpSts")).isEqualTo("RJCT");
		String transaction = REPORT + "/d:OrgnlPmtInfAndSts/d:TxInfAndSts";
		assertThat(report.text(transaction + "/d:OrgnlInstrId")).isEqualTo("I-PAY-3");
		assertThat(report.text(transaction + "/d:OrgnlEndToEndId")).isEqualTo("PAY-3");
		assertThat(report.text(transaction + "/d:TxSts")).isEqualTo("RJCT");
		assertThat(report.text(transaction + "/d:StsRsnInf/d:Rsn/d:Cd")).isEqualTo("AC01");
		report.validateAgainst("pain.002.001.10");
	}

	@Test
	void booksThenReturnsEveryCollectionWhenEveryOneComesBack() throws Exception {
		drop("pain.008-D3.xml", directDebits("D3", new Tx("INSTR-5", "50.00"), new Tx("INSTR-6", "60.00")));

		office(0, 1).workInbox();

		XmlAnswer camt = onlyAnswer("camt.054.001.08");
		assertThat(camt.texts(NTRY + "/d:CdtDbtInd")).containsExactly("CRDT", "CRDT", "DBIT", "DBIT");
		assertThat(camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Refs/d:EndToEndId"))
			.containsExactly("INSTR-5", "INSTR-6", "INSTR-5", "INSTR-6");
		assertThat(camt.texts(NTRY + "/d:Amt")).containsExactly("50.00", "60.00", "50.00", "60.00");
		assertThat(camt.texts(NTRY + "/d:BkTxCd/d:Domn/d:Fmly/d:SubFmlyCd"))
			.containsExactly("ESDD", "ESDD", "UPDD", "UPDD");
		String returns = NTRY + "[d:CdtDbtInd='DBIT']/d:NtryDtls/d:TxDtls/d:RtrInf/d:Rsn/d:Cd";
		assertThat(camt.texts(returns)).containsExactly("MD06", "MD06");
		assertThat(camt.count(NTRY + "[d:CdtDbtInd='CRDT']/d:NtryDtls/d:TxDtls/d:RtrInf")).isZero();
		camt.validateAgainst("camt.054.001.08");
	}

	@Test
	void answersEachInstructionOnceWhenSomeFail() throws Exception {
		List<Tx> debits = new ArrayList<>();
		for (int i = 1; i <= 20; i++) {
			debits.add(new Tx("MIX-" + i, i + ".00"));
		}
		drop("pain.008-D4.xml", directDebits("D4", debits.toArray(Tx[]::new)));

		office(0.5, 0).workInbox();

		XmlAnswer report = onlyAnswer("pain.002.001.10");
		XmlAnswer camt = onlyAnswer("camt.054.001.08");
		List<String> rejected = report.texts(REPORT + "/d:OrgnlPmtInfAndSts/d:TxInfAndSts/d:OrgnlEndToEndId");
		List<String> booked = camt.texts(NTRY + "/d:NtryDtls/d:TxDtls/d:Refs/d:EndToEndId");
		assertThat(rejected).isNotEmpty().doesNotContainAnyElementsOf(booked);
		assertThat(booked).isNotEmpty();
		List<String> all = new ArrayList<>(rejected);
		all.addAll(booked);
		assertThat(all).containsExactlyInAnyOrderElementsOf(debits.stream().map(Tx::endToEndId).toList());
		assertThat(report.text(REPORT + "/d:OrgnlGrpInfAndSts/d:GrpSts")).isEqualTo("PART");
		assertThat(report.text(REPORT + "/d:OrgnlPmtInfAndSts/d:PmtInfSts")).isEqualTo("PART");
		report.validateAgainst("pain.002.001.10");
		camt.validateAgainst("camt.054.001.08");
	}

	@Test
	void answersAFileOnceHoweverOftenTheInboxIsWorked() throws Exception {
		drop("pain.008-D5.xml", directDebits("D5", new Tx("INSTR-7", "1.00")));
		BackOffice office = office(0, 0);

		office.workInbox();
		office.workInbox();
		office.workInbox();

		assertThat(XmlAnswer.files(outbox)).hasSize(1);
		assertThat(XmlAnswer.files(inbox.resolve("processed"))).hasSize(1);
	}

	@Test
	void givesEveryAnswerAMsgIdOfItsOwn() throws Exception {
		drop("pain.008-D6.xml", directDebits("D6", new Tx("INSTR-8", "1.00")));
		drop("pain.001-W6.xml", creditTransfers("W6", new Tx("PAY-8", "1.00")));
		drop("pain.001-W7.xml", creditTransfers("W7", new Tx("PAY-9", "1.00")));

		office(0, 0).workInbox();

		List<String> ids = new ArrayList<>();
		for (Path file : XmlAnswer.files(outbox)) {
			ids.add(XmlAnswer.read(file).text("/d:Document/d:BkToCstmrDbtCdtNtfctn/d:GrpHdr/d:MsgId"));
		}
		assertThat(ids).hasSize(3).doesNotHaveDuplicates().allSatisfy(id -> assertThat(id).hasSizeLessThan(29));
	}

	@Test
	void waitsForTheDelayBeforeAnswering() throws Exception {
		Path file = drop("pain.008-D7.xml", directDebits("D7", new Tx("INSTR-9", "1.00")));
		Files.setLastModifiedTime(file, FileTime.from(NOW.minusMillis(999)));
		BackOffice office = office(0, 0, Duration.ofSeconds(1));

		office.workInbox();

		assertThat(XmlAnswer.files(outbox)).isEmpty();
		assertThat(file).exists();

		Files.setLastModifiedTime(file, FileTime.from(NOW.minusSeconds(1)));
		office.workInbox();

		assertThat(XmlAnswer.files(outbox)).hasSize(1);
	}

	@Test
	void leavesFilesStillBeingWrittenAlone() throws Exception {
		Path partial = Files.writeString(inbox.resolve(".pain.008-D8.xml.part"), "<Document");
		Files.setLastModifiedTime(partial, FileTime.from(NOW.minusSeconds(60)));

		office(0, 0).workInbox();

		assertThat(partial).exists();
		assertThat(XmlAnswer.files(outbox)).isEmpty();
		assertThat(XmlAnswer.files(inbox.resolve("rejected"))).isEmpty();
	}

	@Test
	void rejectsAFileThatIsNotXml() throws Exception {
		drop("broken.xml", "<Document><CstmrDrctDbtInitn>");

		office(0, 0).workInbox();

		assertRejected("broken.xml", "not well-formed XML");
	}

	@Test
	void rejectsAFileThatBreaksItsSchema() throws Exception {
		drop("invalid.xml", directDebits("D9", new Tx("INSTR-10", "1.00")).replace("<MsgId>D9</MsgId>", ""));

		office(0, 0).workInbox();

		assertRejected("invalid.xml", "not valid against pain.008.001.08");
	}

	@Test
	void rejectsAFileWithADocumentTypeDeclaration() throws Exception {
		String withEntity = directDebits("D10", new Tx("INSTR-11", "1.00")).replace("<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
				"<?xml version=\"1.0\"?><!DOCTYPE Document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>")
			.replace("<Nm>Kontor</Nm></InitgPty>", "<Nm>&x;</Nm></InitgPty>");
		drop("entity.xml", withEntity);

		office(0, 0).workInbox();

		assertRejected("entity.xml", "DOCTYPE");
	}

	@Test
	void rejectsAMessageTheBankOnlySends() throws Exception {
		drop("pain.008-D11.xml", directDebits("D11", new Tx("INSTR-12", "1.00")));
		office(1, 0).workInbox();
		Path report = XmlAnswer.files(outbox).getFirst();
		drop("echo.xml", Files.readString(report));
		Files.delete(report);

		office(0, 0).workInbox();

		assertRejected("echo.xml", "pain.002.001.10 is a message the bank sends");
	}

	/** Drops a file as Kontor does, a minute before the bank's clock. */
	private Path drop(String name, String content) throws Exception {
		Path file = KontorFiles.drop(inbox, name, content);
		Files.setLastModifiedTime(file, FileTime.from(NOW.minusSeconds(60)));
		return file;
	}

	private void assertRejected(String name, String reason) throws Exception {
		assertThat(XmlAnswer.files(outbox)).isEmpty();
		assertThat(inbox.resolve(name)).doesNotExist();
		assertThat(inbox.resolve("rejected").resolve(name)).exists();
		assertThat(inbox.resolve("rejected").resolve(name + ".reason")).content().contains(reason);
		assertThat(inbox.resolve("processed").resolve(name)).doesNotExist();
	}

	private XmlAnswer onlyAnswer(String messageId) throws Exception {
		List<Path> files = XmlAnswer.files(outbox)
			.stream()
			.filter(file -> file.getFileName().toString().startsWith(messageId + "-"))
			.toList();
		assertThat(files).hasSize(1);
		return XmlAnswer.read(files.getFirst());
	}

	private BackOffice office(double failureRate, double returnRate) throws Exception {
		return office(failureRate, returnRate, Duration.ZERO);
	}

	private BackOffice office(double failureRate, double returnRate, Duration delay) throws Exception {
		@Nullable Long seed = 7L;
		return BackOffice.open(new BankSettings(inbox, outbox, delay, failureRate, returnRate, seed,
				Duration.ofMillis(200), KontorFiles.PLATFORM_IBAN), Clock.fixed(NOW, ZoneOffset.UTC));
	}
}
