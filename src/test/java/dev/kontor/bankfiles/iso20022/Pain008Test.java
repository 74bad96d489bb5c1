package dev.kontor.bankfiles.iso20022;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import dev.kontor.bankfiles.iso20022.DirectDebitFile.Collection;

class Pain008Test {

	private static final Party PLATFORM = new Party("Kontor Wertpapierhandelsbank AG", "DE89370400440532013000",
			"COBADEFFXXX");

	private static final Instant CREATED = Instant.parse("2026-03-02T09:15:30.123Z");

	private static final LocalDate DUE = LocalDate.of(2026, 3, 5);

	@Test
	void writesOneBlockPerSequenceTypeWithTheCollectionsFieldByField() {
		byte[] file = Pain008.write(new DirectDebitFile("DD-20260302-0001", CREATED, PLATFORM, "DE98ZZZ09999999999",
				DUE, List.of(first(), recurring())));

		assertThat(Iso20022Schemas.check(file)).isEqualTo(MessageType.Pain008);
		Xml xml = new Xml(file);
		assertThat(xml.namespace()).isEqualTo("urn:iso:std:iso:20022:tech:xsd:pain.008.001.08");
		assertThat(xml.text("GrpHdr/MsgId")).isEqualTo("DD-20260302-0001");
		assertThat(xml.text("GrpHdr/CreDtTm")).isEqualTo("2026-03-02T09:15:30+00:00");
		assertThat(xml.text("GrpHdr/NbOfTxs")).isEqualTo("2");
		assertThat(xml.text("GrpHdr/CtrlSum")).isEqualTo("175.50");
		assertThat(xml.text("GrpHdr/InitgPty/Nm")).isEqualTo("Kontor Wertpapierhandelsbank AG");
		assertThat(xml.count("PmtInf")).isEqualTo(2);

		assertThat(xml.text("PmtInf[1]/PmtInfId")).isEqualTo("DD-20260302-0001-FRST");
		assertThat(xml.text("PmtInf[1]/PmtMtd")).isEqualTo("DD");
		assertThat(xml.text("PmtInf[1]/BtchBookg")).isEqualTo("true");
		assertThat(xml.text("PmtInf[1]/NbOfTxs")).isEqualTo("1");
		assertThat(xml.text("PmtInf[1]/CtrlSum")).isEqualTo("100.00");
		assertThat(xml.text("PmtInf[1]/PmtTpInf/SvcLvl/Cd")).isEqualTo("SEPA");
		assertThat(xml.text("PmtInf[1]/PmtTpInf/LclInstrm/Cd")).isEqualTo("CORE");
		assertThat(xml.text("PmtInf[1]/PmtTpInf/SeqTp")).isEqualTo("FRST");
		assertThat(xml.text("PmtInf[1]/ReqdColltnDt")).isEqualTo("2026-03-05");
		assertThat(xml.text("PmtInf[1]/Cdtr/Nm")).isEqualTo("Kontor Wertpapierhandelsbank AG");
		assertThat(xml.text("PmtInf[1]/CdtrAcct/Id/IBAN")).isEqualTo("DE89370400440532013000");
		assertThat(xml.text("PmtInf[1]/CdtrAgt/FinInstnId/BICFI")).isEqualTo("COBADEFFXXX");
		assertThat(xml.text("PmtInf[1]/ChrgBr")).isEqualTo("SLEV");
		assertThat(xml.text("PmtInf[1]/CdtrSchmeId/Id/PrvtId/Othr/Id")).isEqualTo("DE98ZZZ09999999999");
		assertThat(xml.text("PmtInf[1]/CdtrSchmeId/Id/PrvtId/Othr/SchmeNm/Prtry")).isEqualTo("SEPA");

		String debit = "PmtInf[1]/DrctDbtTxInf/";
		assertThat(xml.text(debit + "PmtId/EndToEndId")).isEqualTo("5f0c3a1e9b7d4c2a8e6f1d3b5a7c9e01");
		assertThat(xml.text(debit + "InstdAmt")).isEqualTo("100.00");
		assertThat(xml.text(debit + "InstdAmt/@Ccy")).isEqualTo("EUR");
		assertThat(xml.text(debit + "DrctDbtTx/MndtRltdInf/MndtId")).isEqualTo("KONTOR-M-000017");
		assertThat(xml.text(debit + "DrctDbtTx/MndtRltdInf/DtOfSgntr")).isEqualTo("2026-02-20");
		assertThat(xml.text(debit + "DbtrAgt/FinInstnId/BICFI")).isEqualTo("DEUTDEFFXXX");
		assertThat(xml.text(debit + "Dbtr/Nm")).isEqualTo("Erika Mustermann");
		assertThat(xml.text(debit + "DbtrAcct/Id/IBAN")).isEqualTo("DE02120300000000202051");
		assertThat(xml.text(debit + "RmtInf/Ustrd")).isEqualTo("Einzahlung Depot 4711");

		assertThat(xml.text("PmtInf[2]/PmtTpInf/SeqTp")).isEqualTo("RCUR");
		assertThat(xml.text("PmtInf[2]/NbOfTxs")).isEqualTo("1");
		assertThat(xml.text("PmtInf[2]/CtrlSum")).isEqualTo("75.50");
		String recurring = "PmtInf[2]/DrctDbtTxInf/";
		assertThat(xml.text(recurring + "InstdAmt")).isEqualTo("75.50");
		assertThat(xml.text(recurring + "DrctDbtTx/MndtRltdInf/MndtId")).isEqualTo("KONTOR-M-000009");
		assertThat(xml.text(recurring + "DrctDbtTx/MndtRltdInf/DtOfSgntr")).isEqualTo("2025-11-03");
		assertThat(xml.text(recurring + "DbtrAgt/FinInstnId/Othr/Id")).isEqualTo("NOTPROVIDED");
		assertThat(xml.count(recurring + "DbtrAgt/FinInstnId/BICFI")).isZero();
	}

	@Test
	void writesNoBusinessApplicationHeaderAndUtf8() {
		byte[] file = Pain008.write(new DirectDebitFile("M1", CREATED, PLATFORM, "DE98ZZZ09999999999", DUE,
				List.of(first())));

		String text = new String(file, StandardCharsets.UTF_8);
		assertThat(text).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"").doesNotContain("AppHdr");
		assertThat(text).contains("<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:pain.008.001.08\">");
	}

	@Test
	void cutsLongNamesToSeventyCharactersAndKeepsUmlauts() {
		String longName = "Größenwahn Vermögensverwaltung und Beteiligungsgesellschaft mit beschränkter Haftung";
		Party debtor = new Party(longName, "DE02120300000000202051", null);
		Collection collection = new Collection("E2E-1", new BigDecimal("1"), "EUR", "M-1", LocalDate.of(2026, 1, 1),
				SequenceType.RCUR, debtor, "x".repeat(200));

		byte[] file = Pain008.write(new DirectDebitFile("M1", CREATED, PLATFORM, "DE98ZZZ09999999999", DUE,
				List.of(collection)));

		Iso20022Schemas.check(file);
		Xml xml = new Xml(file);
		assertThat(xml.text("PmtInf/DrctDbtTxInf/Dbtr/Nm")).isEqualTo(longName.substring(0, 70).strip());
		assertThat(xml.text("PmtInf/DrctDbtTxInf/RmtInf/Ustrd")).hasSize(140);
		assertThat(xml.text("PmtInf/DrctDbtTxInf/InstdAmt")).isEqualTo("1.00");
	}

	@Test
	void refusesAnEndToEndIdLongerThanTheSchemaAllows() {
		Collection tooLong = new Collection("5f0c3a1e-9b7d-4c2a-8e6f-1d3b5a7c9e01", BigDecimal.TEN, "EUR", "M-1",
				LocalDate.of(2026, 1, 1), SequenceType.FRST, new Party("A", "DE02120300000000202051", null), "");

		assertThatThrownBy(() -> Pain008.write(new DirectDebitFile("M1", CREATED, PLATFORM, "DE98ZZZ09999999999",
				DUE, List.of(tooLong))))
			.isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("EndToEndId must have 1 to 35 characters");
	}

	@Test
	void refusesAnAmountWithMoreThanTwoDecimals() {
		Collection fractional = new Collection("E2E-1", new BigDecimal("1.005"), "EUR", "M-1",
				LocalDate.of(2026, 1, 1), SequenceType.FRST, new Party("A", "DE02120300000000202051", null), "");

		assertThatThrownBy(() -> Pain008.write(new DirectDebitFile("M1", CREATED, PLATFORM, "DE98ZZZ09999999999",
				DUE, List.of(fractional))))
			.isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("1.005 has more than two decimals");
	}

	@Test
	void refusesAFileWithoutCollections() {
		assertThatThrownBy(() -> new DirectDebitFile("M1", CREATED, PLATFORM, "DE98ZZZ09999999999", DUE, List.of()))
			.isInstanceOf(IllegalArgumentException.class)
			.hasMessage("a file needs at least one collection, as the schema does");
	}

	@Test
	void writesAndValidatesTenThousandDebits() {
		List<Collection> collections = IntStream.range(0, 10_000)
			.mapToObj(i -> new Collection("E2E-" + i, new BigDecimal("12.34"), "EUR", "M-" + i,
					LocalDate.of(2025, 6, 1), i % 3 == 0 ? SequenceType.FRST : SequenceType.RCUR,
					new Party("Kunde " + i, "DE02120300000000202051", i % 2 == 0 ? "BYLADEM1001" : null),
					"Einzahlung " + i))
			.toList();

		byte[] file = Pain008.write(new DirectDebitFile("BULK-1", CREATED, PLATFORM, "DE98ZZZ09999999999", DUE,
				collections));

		assertThat(Iso20022Schemas.check(file)).isEqualTo(MessageType.Pain008);
		Xml xml = new Xml(file);
		assertThat(xml.text("GrpHdr/NbOfTxs")).isEqualTo("10000");
		assertThat(xml.text("GrpHdr/CtrlSum")).isEqualTo("123400.00");
		assertThat(xml.count("PmtInf/DrctDbtTxInf")).isEqualTo(10_000);
		assertThat(xml.text("PmtInf[1]/NbOfTxs")).isEqualTo("3334");
	}

	private static Collection first() {
		return new Collection("5f0c3a1e9b7d4c2a8e6f1d3b5a7c9e01", new BigDecimal("100"), "EUR", "KONTOR-M-000017",
				LocalDate.of(2026, 2, 20), SequenceType.FRST,
				new Party("Erika Mustermann", "DE02120300000000202051", "DEUTDEFFXXX"), "Einzahlung Depot 4711");
	}

	private static Collection recurring() {
		return new Collection("7a2b9c4d1e3f5a6b8c0d2e4f6a8b0c1d", new BigDecimal("75.5"), "EUR", "KONTOR-M-000009",
				LocalDate.of(2025, 11, 3), SequenceType.RCUR,
				new Party("Max Mustermann", "DE75512108001245126199", null), "Sparplan März");
	}

}
