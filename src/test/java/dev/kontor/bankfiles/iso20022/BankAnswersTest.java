package dev.kontor.bankfiles.iso20022;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.kontor.bankfiles.iso20022.Notification.Entry;
import dev.kontor.bankfiles.iso20022.StatusReport.TransactionStatus;

class BankAnswersTest {

	private static final Instant NOW = Instant.parse("2026-03-02T11:00:00Z");

	private static final String ACCOUNT = "DE89370400440532013000";

	@Test
	void readsBackAStatusReportWithTransactionStatuses() {
		StatusReport report = new StatusReport("STS-1", "DD-20260302-0001", "pain.008.001.08", "PART", null,
				List.of(new TransactionStatus("E2E-1", "RJCT", "AC04"), new TransactionStatus("E2E-2", "ACCP", null)));

		byte[] file = Pain002.write(report, NOW);

		assertThat(Iso20022Schemas.check(file)).isEqualTo(MessageType.Pain002);
		assertThat(Pain002.read(file)).isEqualTo(report);
	}

	@Test
	void readsBackAWholeFileRejection() {
		StatusReport report = new StatusReport("STS-2", "CT-1", "pain.001.001.09", "RJCT", "FF01", List.of());

		assertThat(Pain002.read(Pain002.write(report, NOW))).isEqualTo(report);
	}

	@Test
	void readsBackANotificationOfCollectionsTransfersAndReturns() {
		LocalDate booked = LocalDate.of(2026, 3, 5);
		Notification notification = new Notification("NTF-1", List.of(
				new Entry(ACCOUNT, "E2E-1", new BigDecimal("100.00"), "EUR", true, booked, null),
				new Entry(ACCOUNT, "E2E-2", new BigDecimal("75.50"), "EUR", false, booked, "MD06"),
				new Entry(ACCOUNT, "WD-1", new BigDecimal("250.10"), "EUR", false, booked, null),
				new Entry(ACCOUNT, "WD-2", new BigDecimal("49.90"), "EUR", true, booked, "AC04")));

		byte[] file = Camt054.write(notification, ACCOUNT, NOW);

		assertThat(Iso20022Schemas.check(file)).isEqualTo(MessageType.Camt054);
		assertThat(Camt054.read(file)).isEqualTo(notification);
		Xml xml = new Xml(file);
		assertThat(xml.text("Ntfctn/Ntry[1]/Sts/Cd")).isEqualTo("BOOK");
		assertThat(bankTransactionCode(xml, 1)).isEqualTo("PMNT/IDDT/ESDD");
		assertThat(bankTransactionCode(xml, 2)).isEqualTo("PMNT/IDDT/UPDD");
		assertThat(bankTransactionCode(xml, 3)).isEqualTo("PMNT/ICDT/ESCT");
		assertThat(bankTransactionCode(xml, 4)).isEqualTo("PMNT/ICDT/RRTN");
		assertThat(xml.text("Ntfctn/Ntry[2]/NtryDtls/TxDtls/RtrInf/Rsn/Cd")).isEqualTo("MD06");
	}

	@Test
	void takesTheEntryAmountWhenTheTransactionHasNoneAndTheDateOfABookingTime() {
		byte[] file = camt054("""
				<Ntry><Amt Ccy="EUR">12.30</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
				<BookgDt><DtTm>2026-03-05T08:30:00+01:00</DtTm></BookgDt>
				<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>IDDT</Cd><SubFmlyCd>ESDD</SubFmlyCd></Fmly></Domn></BkTxCd>
				<NtryDtls><TxDtls><Refs><EndToEndId>E2E-9</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>""");

		assertThat(Camt054.read(file).entries()).containsExactly(
				new Entry(ACCOUNT, "E2E-9", new BigDecimal("12.30"), "EUR", true, LocalDate.of(2026, 3, 5), null));
	}

	@Test
	void readsANotificationWrittenWithANamespacePrefix() {
		String prefixed = new String(camt054("""
				<Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
				<BookgDt><Dt>2026-03-06</Dt></BookgDt>
				<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>IDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd></Fmly></Domn></BkTxCd>
				<NtryDtls><TxDtls><Refs><EndToEndId>E2E-3</EndToEndId></Refs>
				<RtrInf><Rsn><Cd>MD06</Cd></Rsn></RtrInf></TxDtls></NtryDtls></Ntry>"""), StandardCharsets.UTF_8)
			.replace("<Document xmlns=", "<Document xmlns:c=")
			.replaceAll("<(/?)([A-Z][A-Za-z]*)([ >])", "<$1c:$2$3");

		assertThat(Camt054.read(prefixed.getBytes(StandardCharsets.UTF_8)).entries()).containsExactly(
				new Entry(ACCOUNT, "E2E-3", new BigDecimal("5.00"), "EUR", false, LocalDate.of(2026, 3, 6), "MD06"));
	}

	@Test
	void refusesATransactionWithoutEndToEndId() {
		byte[] file = camt054("""
				<Ntry><NtryRef>REF-7</NtryRef><Amt Ccy="EUR">12.30</Amt><CdtDbtInd>CRDT</CdtDbtInd>
				<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-03-05</Dt></BookgDt>
				<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>IDDT</Cd><SubFmlyCd>ESDD</SubFmlyCd></Fmly></Domn></BkTxCd>
				<NtryDtls><TxDtls><Refs><TxId>T-1</TxId></Refs></TxDtls></NtryDtls></Ntry>""");

		assertThatThrownBy(() -> Camt054.read(file)).isInstanceOf(InvalidBankFile.class)
			.hasMessage("Ntfctn N-1 entry 1 has a transaction without EndToEndId (NtryRef REF-7)");
	}

	@Test
	void refusesAFileOfAnotherType() {
		byte[] statusReport = Pain002.write(new StatusReport("S", "O", "pain.008.001.08", "ACCP", null, List.of()), NOW);

		assertThatThrownBy(() -> Camt054.read(statusReport)).isInstanceOf(InvalidBankFile.class)
			.hasMessage("a pain.002.001.10 where a camt.054.001.08 was expected");
	}

	private static String bankTransactionCode(Xml xml, int entry) {
		String code = "Ntfctn/Ntry[" + entry + "]/BkTxCd/Domn/";
		return xml.text(code + "Cd") + "/" + xml.text(code + "Fmly/Cd") + "/" + xml.text(code + "Fmly/SubFmlyCd");
	}

	private static byte[] camt054(String entries) {
		return ("""
				<?xml version="1.0" encoding="UTF-8"?>
				<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>
				<GrpHdr><MsgId>N-1</MsgId><CreDtTm>2026-03-05T09:00:00+01:00</CreDtTm></GrpHdr>
				<Ntfctn><Id>N-1</Id><Acct><Id><IBAN>%s</IBAN></Id></Acct>%s</Ntfctn>
				</BkToCstmrDbtCdtNtfctn></Document>""".formatted(ACCOUNT, entries)).getBytes(StandardCharsets.UTF_8);
	}

}
