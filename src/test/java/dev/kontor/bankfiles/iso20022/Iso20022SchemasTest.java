package dev.kontor.bankfiles.iso20022;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

class Iso20022SchemasTest {

	private static final String PAIN_008 = "urn:iso:std:iso:20022:tech:xsd:pain.008.001.08";

	@Test
	void refusesAnEmptyFile() {
		assertThatThrownBy(() -> Iso20022Schemas.check(new byte[0])).isInstanceOf(InvalidBankFile.class)
			.hasMessage("the file is empty");
	}

	@Test
	void refusesTruncatedXmlNamingTheLine() {
		byte[] written = directDebits();
		byte[] truncated = Arrays.copyOf(written, written.length / 2);

		assertThatThrownBy(() -> Iso20022Schemas.check(truncated)).isInstanceOf(InvalidBankFile.class)
			.hasMessageStartingWith("not well-formed XML, line ");
	}

	@Test
	void refusesABillionLaughsBombAtItsDoctypeWithoutExpandingIt() {
		StringBuilder bomb = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE Document [\n<!ENTITY lol0 \"lol\">\n");
		for (int level = 1; level <= 9; level++) {
			String previous = "&lol" + (level - 1) + ";";
			bomb.append("<!ENTITY lol").append(level).append(" \"").append(previous.repeat(10)).append("\">\n");
		}
		bomb.append("]>\n<Document xmlns=\"").append(PAIN_008).append("\">&lol9;</Document>");

		assertThatThrownBy(() -> Iso20022Schemas.check(utf8(bomb.toString()))).isInstanceOf(InvalidBankFile.class)
			.hasMessageContaining("line 2")
			.hasMessageContaining("DOCTYPE is disallowed");
	}

	@Test
	void refusesAnExternalEntityWithoutReadingIt() {
		String xxe = """
				<?xml version="1.0"?>
				<!DOCTYPE Document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
				<Document xmlns="%s"><CstmrDrctDbtInitn><GrpHdr><MsgId>&secret;</MsgId></GrpHdr></CstmrDrctDbtInitn></Document>
				""".formatted(PAIN_008);

		assertThatThrownBy(() -> Iso20022Schemas.check(utf8(xxe))).isInstanceOf(InvalidBankFile.class)
			.hasMessageContaining("DOCTYPE is disallowed")
			.hasMessageNotContaining("root:");
	}

	@Test
	void refusesAnUnknownMessageByItsNamespace() {
		String statement = "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.08\"><BkToCstmrStmt/></Document>";

		assertThatThrownBy(() -> Iso20022Schemas.check(utf8(statement))).isInstanceOf(InvalidBankFile.class)
			.hasMessage("not a known ISO 20022 message: urn:iso:std:iso:20022:tech:xsd:camt.053.001.08");
	}

	@Test
	void refusesAMissingMsgIdNamingTheElement() {
		String withoutMsgId = new String(directDebits(), StandardCharsets.UTF_8).replace("<MsgId>DD-1</MsgId>", "");

		assertThatThrownBy(() -> Iso20022Schemas.check(utf8(withoutMsgId))).isInstanceOf(InvalidBankFile.class)
			.hasMessageStartingWith("not a valid pain.008.001.08, line ")
			.hasMessageContaining("CreDtTm")
			.hasMessageContaining("MsgId");
	}

	@Test
	void refusesAnAmountWithMoreDecimalsThanTheSchemaAllows() {
		String sixDecimals = new String(directDebits(), StandardCharsets.UTF_8)
			.replace(">100.00</InstdAmt>", ">100.000001</InstdAmt>");

		assertThatThrownBy(() -> Iso20022Schemas.check(utf8(sixDecimals))).isInstanceOf(InvalidBankFile.class)
			.hasMessageStartingWith("not a valid pain.008.001.08, line ")
			.hasMessageContaining("100.000001");
	}

	@Test
	void acceptsAPrefixedDocument() {
		String prefixed = new String(directDebits(), StandardCharsets.UTF_8)
			.replace("<Document xmlns=\"" + PAIN_008 + "\">", "<p:Document xmlns:p=\"" + PAIN_008 + "\">")
			.replace("</Document>", "</p:Document>")
			.replaceAll("<(/?)([A-Z][A-Za-z]*)([ >])", "<$1p:$2$3");

		assertThat(Iso20022Schemas.check(utf8(prefixed))).isEqualTo(MessageType.Pain008);
	}

	@Test
	void checksFilesOnSeveralThreadsAtOnce() {
		byte[] valid = directDebits();
		byte[] invalid = utf8(new String(valid, StandardCharsets.UTF_8).replace("<MsgId>DD-1</MsgId>", ""));

		List<Boolean> results = IntStream.range(0, 64).parallel().mapToObj(i -> {
			try {
				Iso20022Schemas.check(i % 2 == 0 ? valid : invalid);
				return true;
			}
			catch (InvalidBankFile ex) {
				return false;
			}
		}).toList();

		assertThat(results).containsExactlyElementsOf(
				IntStream.range(0, 64).mapToObj(i -> i % 2 == 0).toList());
	}

	@Test
	void refusesARootThatIsNoDocument() {
		String payload = "<AppHdr xmlns=\"urn:iso:std:iso:20022:tech:xsd:head.001.001.02\"/>";

		assertThatThrownBy(() -> Iso20022Schemas.check(utf8(payload))).isInstanceOf(InvalidBankFile.class)
			.hasMessage("the root element is AppHdr, not an ISO 20022 Document");
	}

	private static byte[] directDebits() {
		Party platform = new Party("Kontor", "DE89370400440532013000", "COBADEFFXXX");
		DirectDebitFile.Collection collection = new DirectDebitFile.Collection("E2E-1", new BigDecimal("100"), "EUR",
				"M-1", LocalDate.of(2026, 1, 1), SequenceType.FRST,
				new Party("Erika Mustermann", "DE02120300000000202051", null), "Einzahlung");
		return Pain008.write(new DirectDebitFile("DD-1", Instant.parse("2026-03-02T09:00:00Z"), platform,
				"DE98ZZZ09999999999", LocalDate.of(2026, 3, 5), List.of(collection)));
	}

	private static byte[] utf8(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}
