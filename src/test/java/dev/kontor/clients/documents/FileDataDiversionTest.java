package dev.kontor.clients.documents;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;

import org.springframework.util.unit.DataSize;

import dev.kontor.shared.TooLarge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The top-level {@code fileData} text is decoded on the way, and the parser reads everything else as sent. */
class FileDataDiversionTest {

	private final ByteArrayOutputStream file = new ByteArrayOutputStream();

	private final HexDecoder decoder = new HexDecoder(file, DataSize.ofBytes(4));

	@Test
	void theTopLevelFileDataIsDecodedAndTheParserReadsAStandIn() throws IOException {
		String seen = read("{\"label\":\"a \\\"fileData\\\": x\", \"fileData\" : \"0x0aFF\",\"comment\":\"c\"}");

		assertThat(seen).isEqualTo("{\"label\":\"a \\\"fileData\\\": x\", \"fileData\" : \"0x\",\"comment\":\"c\"}");
		assertThat(file.toByteArray()).containsExactly(0x0a, 0xff);
		assertThat(decoder.valid()).isTrue();
	}

	@Test
	void escapesInTheTextAreDecodedAsTheParserWould() throws IOException {
		read("{\"fileData\":\"\\u0030x\\u0041b\"}");

		assertThat(file.toByteArray()).containsExactly(0xab);
		assertThat(decoder.valid()).isTrue();
	}

	@Test
	void aFileDataInsideAnotherValueOrWithAnEscapedNameIsLeftInPlace() throws IOException {
		String body = "{\"other\":{\"fileData\":\"0x01\"},\"list\":[\"fileData\",\"0x02\"],\"file\\u0044ata\":\"0x03\"}";

		assertThat(read(body)).isEqualTo(body);
		assertThat(file.size()).isZero();
	}

	@Test
	void aLongTextArrivingInPiecesDecodesWhole() throws IOException {
		HexDecoder large = new HexDecoder(file, DataSize.ofMegabytes(1));
		String hex = "0123456789abcdefABCDEF".repeat(10_000);
		try (FileDataDiversion diversion = new FileDataDiversion(new ByteArrayInputStream(
				("{\"fileData\":\"0x" + hex + "\"}").getBytes(StandardCharsets.US_ASCII)), large)) {
			diversion.readAllBytes();
		}
		large.flush();

		assertThat(large.valid()).isTrue();
		assertThat(file.toByteArray()).isEqualTo(HexFormat.of().parseHex(hex));
	}

	@Test
	void aBrokenCharacterOrAnOddDigitMakesTheTextInvalid() throws IOException {
		read("{\"fileData\":\"0x0g\"}");
		assertThat(decoder.valid()).isFalse();

		HexDecoder odd = new HexDecoder(new ByteArrayOutputStream(), DataSize.ofBytes(4));
		odd.acceptAll("0x012");
		assertThat(odd.valid()).isFalse();
	}

	@Test
	void aTextPastTheLimitIsRefusedWhileItIsRead() {
		assertThatThrownBy(() -> read("{\"fileData\":\"0x0102030405" + "06".repeat(1000) + "\"}"))
			.isInstanceOf(TooLarge.class);
		assertThat(decoder.size()).isEqualTo(4);
	}

	private String read(String body) throws IOException {
		try (FileDataDiversion diversion = new FileDataDiversion(
				new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)), decoder)) {
			String seen = new String(diversion.readAllBytes(), StandardCharsets.UTF_8);
			decoder.flush();
			return seen;
		}
	}
}
