package dev.kontor.simulators.bank;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * SEPA files such as Kontor writes them, as XML text: a {@code pain.008.001.08} of direct debits and a
 * {@code pain.001.001.09} of credit transfers, each with one payment information block.
 */
final class KontorFiles {

	static final String PLATFORM_IBAN = "DE89370400440532013000";

	private KontorFiles() {
	}

	/** One instruction: its end-to-end id (Kontor's instruction or payment id) and its amount in euros. */
	record Tx(String endToEndId, String amount) {
	}

	static String directDebits(String msgId, Tx... transactions) {
		String debits = List.of(transactions).stream().map(tx -> """
				<DrctDbtTxInf>
				  <PmtId><EndToEndId>%s</EndToEndId></PmtId>
				  <InstdAmt Ccy="EUR">%s</InstdAmt>
				  <DrctDbtTx><MndtRltdInf><MndtId>MANDATE-%s</MndtId><DtOfSgntr>2026-01-15</DtOfSgntr></MndtRltdInf></DrctDbtTx>
				  <DbtrAgt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></DbtrAgt>
				  <Dbtr><Nm>Erika Mustermann</Nm></Dbtr>
				  <DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct>
				</DrctDbtTxInf>
				""".formatted(tx.endToEndId(), tx.amount(), tx.endToEndId())).collect(Collectors.joining());
		return """
				<?xml version="1.0" encoding="UTF-8"?>
				<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08">
				<CstmrDrctDbtInitn>
				<GrpHdr>
				  <MsgId>%1$s</MsgId><CreDtTm>2026-11-29T10:00:00Z</CreDtTm><NbOfTxs>%2$d</NbOfTxs><CtrlSum>%3$s</CtrlSum>
				  <InitgPty><Nm>Kontor</Nm></InitgPty>
				</GrpHdr>
				<PmtInf>
				  <PmtInfId>%1$s-RCUR</PmtInfId><PmtMtd>DD</PmtMtd><NbOfTxs>%2$d</NbOfTxs><CtrlSum>%3$s</CtrlSum>
				  <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>RCUR</SeqTp></PmtTpInf>
				  <ReqdColltnDt>2026-12-03</ReqdColltnDt>
				  <Cdtr><Nm>Kontor</Nm></Cdtr>
				  <CdtrAcct><Id><IBAN>%4$s</IBAN></Id></CdtrAcct>
				  <CdtrAgt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></CdtrAgt>
				  <ChrgBr>SLEV</ChrgBr>
				  <CdtrSchmeId><Id><PrvtId><Othr><Id>DE98ZZZ09999999999</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>
				%5$s</PmtInf>
				</CstmrDrctDbtInitn>
				</Document>
				""".formatted(msgId, transactions.length, sum(transactions), PLATFORM_IBAN, debits);
	}

	static String creditTransfers(String msgId, Tx... transactions) {
		String transfers = List.of(transactions).stream().map(tx -> """
				<CdtTrfTxInf>
				  <PmtId><InstrId>I-%1$s</InstrId><EndToEndId>%1$s</EndToEndId></PmtId>
				  <Amt><InstdAmt Ccy="EUR">%2$s</InstdAmt></Amt>
				  <Cdtr><Nm>Max Mustermann</Nm></Cdtr>
				  <CdtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></CdtrAcct>
				</CdtTrfTxInf>
				""".formatted(tx.endToEndId(), tx.amount())).collect(Collectors.joining());
		return """
				<?xml version="1.0" encoding="UTF-8"?>
				<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
				<CstmrCdtTrfInitn>
				<GrpHdr>
				  <MsgId>%1$s</MsgId><CreDtTm>2026-11-29T10:00:00Z</CreDtTm><NbOfTxs>%2$d</NbOfTxs><CtrlSum>%3$s</CtrlSum>
				  <InitgPty><Nm>Kontor</Nm></InitgPty>
				</GrpHdr>
				<PmtInf>
				  <PmtInfId>%1$s-1</PmtInfId><PmtMtd>TRF</PmtMtd><NbOfTxs>%2$d</NbOfTxs><CtrlSum>%3$s</CtrlSum>
				  <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
				  <ReqdExctnDt><Dt>2026-11-30</Dt></ReqdExctnDt>
				  <Dbtr><Nm>Kontor</Nm></Dbtr>
				  <DbtrAcct><Id><IBAN>%4$s</IBAN></Id></DbtrAcct>
				  <DbtrAgt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></DbtrAgt>
				  <ChrgBr>SLEV</ChrgBr>
				%5$s</PmtInf>
				</CstmrCdtTrfInitn>
				</Document>
				""".formatted(msgId, transactions.length, sum(transactions), PLATFORM_IBAN, transfers);
	}

	/** Writes the file as Kontor does: aside under a dot name, then renamed. */
	static Path drop(Path inbox, String name, String content) throws IOException {
		Path aside = Files.writeString(inbox.resolve("." + name + ".part"), content, StandardCharsets.UTF_8);
		return Files.move(aside, inbox.resolve(name));
	}

	private static String sum(Tx... transactions) {
		return List.of(transactions).stream().map(tx -> new BigDecimal(tx.amount()))
			.reduce(BigDecimal.ZERO, BigDecimal::add).toPlainString();
	}
}
