package dev.kontor.bankfiles.iso20022;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.kontor.bankfiles.iso20022.CreditTransferFile.Transfer;

class Pain001Test {

	@Test
	void writesOneBlockFromThePlatformWithEachTransferFieldByField() {
		Party platform = new Party("Kontor Wertpapierhandelsbank AG", "DE89370400440532013000", "COBADEFFXXX");
		Transfer withBic = new Transfer("WD-000000000000000000000000000001", new BigDecimal("250.1"), "EUR",
				new Party("Erika Mustermann", "DE02120300000000202051", "BYLADEM1001"), "Auszahlung Depot 4711");
		Transfer withoutBic = new Transfer("WD-2", new BigDecimal("49.90"), "EUR",
				new Party("Max Mustermann", "AT611904300234573201", null), "Auszahlung");

		byte[] file = Pain001.write(new CreditTransferFile("CT-20260302-0001",
				Instant.parse("2026-03-02T10:00:00Z"), platform, LocalDate.of(2026, 3, 3), List.of(withBic, withoutBic)));

		assertThat(Iso20022Schemas.check(file)).isEqualTo(MessageType.Pain001);
		Xml xml = new Xml(file);
		assertThat(xml.namespace()).isEqualTo("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09");
		assertThat(xml.text("GrpHdr/MsgId")).isEqualTo("CT-20260302-0001");
		assertThat(xml.text("GrpHdr/NbOfTxs")).isEqualTo("2");
		assertThat(xml.text("GrpHdr/CtrlSum")).isEqualTo("300.00");
		assertThat(xml.count("PmtInf")).isEqualTo(1);
		assertThat(xml.text("PmtInf/PmtMtd")).isEqualTo("TRF");
		assertThat(xml.text("PmtInf/NbOfTxs")).isEqualTo("2");
		assertThat(xml.text("PmtInf/CtrlSum")).isEqualTo("300.00");
		assertThat(xml.text("PmtInf/PmtTpInf/SvcLvl/Cd")).isEqualTo("SEPA");
		assertThat(xml.text("PmtInf/ReqdExctnDt/Dt")).isEqualTo("2026-03-03");
		assertThat(xml.text("PmtInf/Dbtr/Nm")).isEqualTo("Kontor Wertpapierhandelsbank AG");
		assertThat(xml.text("PmtInf/DbtrAcct/Id/IBAN")).isEqualTo("DE89370400440532013000");
		assertThat(xml.text("PmtInf/DbtrAgt/FinInstnId/BICFI")).isEqualTo("COBADEFFXXX");
		assertThat(xml.text("PmtInf/ChrgBr")).isEqualTo("SLEV");

		assertThat(xml.text("PmtInf/CdtTrfTxInf[1]/PmtId/EndToEndId")).isEqualTo("WD-000000000000000000000000000001");
		assertThat(xml.text("PmtInf/CdtTrfTxInf[1]/Amt/InstdAmt")).isEqualTo("250.10");
		assertThat(xml.text("PmtInf/CdtTrfTxInf[1]/Amt/InstdAmt/@Ccy")).isEqualTo("EUR");
		assertThat(xml.text("PmtInf/CdtTrfTxInf[1]/CdtrAgt/FinInstnId/BICFI")).isEqualTo("BYLADEM1001");
		assertThat(xml.text("PmtInf/CdtTrfTxInf[1]/Cdtr/Nm")).isEqualTo("Erika Mustermann");
		assertThat(xml.text("PmtInf/CdtTrfTxInf[1]/CdtrAcct/Id/IBAN")).isEqualTo("DE02120300000000202051");
		assertThat(xml.text("PmtInf/CdtTrfTxInf[1]/RmtInf/Ustrd")).isEqualTo("Auszahlung Depot 4711");
		assertThat(xml.text("PmtInf/CdtTrfTxInf[2]/Amt/InstdAmt")).isEqualTo("49.90");
		assertThat(xml.count("PmtInf/CdtTrfTxInf[2]/CdtrAgt")).isZero();
		assertThat(xml.text("PmtInf/CdtTrfTxInf[2]/CdtrAcct/Id/IBAN")).isEqualTo("AT611904300234573201");
	}

}
