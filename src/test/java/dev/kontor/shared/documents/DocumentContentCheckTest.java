package dev.kontor.shared.documents;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.util.unit.DataSize;

import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.TooLarge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The bytes of a document must be what its content type says; hex text and size limits of document files. */
class DocumentContentCheckTest {

	static Stream<Arguments> matchingFiles() {
		return Stream.of(Arguments.of(DocumentContentType.Application_Pdf, SampleFiles.pdf()),
				Arguments.of(DocumentContentType.Image_Png, SampleFiles.png()),
				Arguments.of(DocumentContentType.Image_Jpeg, SampleFiles.jpeg()),
				Arguments.of(DocumentContentType.Text_Plain, "any text".getBytes(StandardCharsets.UTF_8)),
				Arguments.of(DocumentContentType.Application_Docx, SampleFiles.png()),
				Arguments.of(DocumentContentType.Other, new byte[] { 0 }));
	}

	@ParameterizedTest
	@MethodSource("matchingFiles")
	void acceptsWhatTheContentTypeSaysAndOtherTypesAsSent(DocumentContentType type, byte[] content) {
		assertThatCode(() -> DocumentContentCheck.require(type, content)).doesNotThrowAnyException();
	}

	static Stream<Arguments> mismatchingFiles() {
		byte[] pdf = SampleFiles.pdf();
		byte[] png = SampleFiles.png();
		byte[] jpeg = SampleFiles.jpeg();
		return Stream.of(Arguments.of(DocumentContentType.Application_Pdf, png),
				Arguments.of(DocumentContentType.Application_Pdf, "%PDF-1.7 and nothing else".getBytes(StandardCharsets.US_ASCII)),
				Arguments.of(DocumentContentType.Application_Pdf, Arrays.copyOf(pdf, 20)),
				Arguments.of(DocumentContentType.Image_Png, jpeg),
				Arguments.of(DocumentContentType.Image_Png, Arrays.copyOf(png, 30)),
				Arguments.of(DocumentContentType.Image_Jpeg, png),
				Arguments.of(DocumentContentType.Image_Jpeg, new byte[] { (byte) 0xff, (byte) 0xd8, (byte) 0xff, 1, 2, 3 }),
				Arguments.of(DocumentContentType.Image_Jpeg, pdf),
				Arguments.of(DocumentContentType.Text_Plain, new byte[0]));
	}

	@ParameterizedTest
	@MethodSource("mismatchingFiles")
	void refusesBytesThatAreNotWhatTheContentTypeSays(DocumentContentType type, byte[] content) {
		assertThatThrownBy(() -> DocumentContentCheck.require(type, content)).isInstanceOfSatisfying(InvalidInput.class,
				invalid -> assertThat(invalid.errors()).containsOnlyKeys("fileData"));
	}

	@Test
	void anImageOfHugeDimensionsIsDecodedSubsampled() {
		byte[] large = SampleFiles.image("png", 6000, 5000);

		assertThatCode(() -> DocumentContentCheck.require(DocumentContentType.Image_Png, large))
			.doesNotThrowAnyException();
	}

	@Test
	void hexTextIsZeroXAndPairsOfDigits() {
		assertThat(DocumentFiles.isHex("0x")).isTrue();
		assertThat(DocumentFiles.isHex("0x00aBfF")).isTrue();
		assertThat(DocumentFiles.isHex("00ab")).isFalse();
		assertThat(DocumentFiles.isHex("0xabc")).isFalse();
		assertThat(DocumentFiles.isHex("0xzz")).isFalse();
		assertThat(DocumentFiles.isHex("0X00")).isFalse();
	}

	@Test
	void aLongHexTextIsCheckedWithoutRecursion() {
		assertThat(DocumentFiles.isHex("0x" + "ab".repeat(5_000_000))).isTrue();
	}

	@Test
	void decodingRefusesMoreThanTheLimitBeforeDecoding() {
		assertThat(DocumentFiles.decode("0x" + "0a".repeat(1024), DataSize.ofKilobytes(1))).hasSize(1024);
		assertThatThrownBy(() -> DocumentFiles.decode("0x" + "0a".repeat(1025), DataSize.ofKilobytes(1)))
			.isInstanceOf(TooLarge.class);
		assertThat(DocumentFiles.encode(new byte[] { 1, (byte) 0xab })).isEqualTo("0x01ab");
	}
}
