package dev.kontor.shared.pdf;

import java.io.IOException;
import java.math.BigDecimal;

import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class PdfTextTest {

	@ParameterizedTest
	@CsvSource({ "100.0000, 100.00", "12.3456, 12.3456", "-250.5000, -250.50", "0.0000, 0.00", "1E+3, 1000.00" })
	void printsAmountsWithAtLeastTwoDecimals(String amount, String printed) {
		assertThat(PdfText.amount(new BigDecimal(amount))).isEqualTo(printed);
	}

	@ParameterizedTest
	@CsvSource({ "10.000000, 10", "0.500000, 0.5", "-3, -3", "1E+2, 100" })
	void printsQuantitiesWithoutTrailingZeros(String quantity, String printed) {
		assertThat(PdfText.quantity(new BigDecimal(quantity))).isEqualTo(printed);
	}

	@Test
	void replacesWhatTheStandardFontCannotShow() {
		assertThat(PdfText.showable("Gebühr €5 „ok“ 💶 Привет\tnext\nline\u00a0end"))
			.isEqualTo("Gebühr €5 „ok“ ? ?????? next line\u00a0end");
		assertThat(PdfText.showable(null)).isEmpty();
		assertThat(PdfText.cut("abcdefghij", 8)).isEqualTo("abcde...");
		assertThat(PdfText.cut("abcdefgh", 8)).isEqualTo("abcdefgh");
	}

	@Test
	void theStandardFontShowsEveryCharacterItLetsThrough() throws IOException {
		PDType1Font helvetica = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
		StringBuilder everything = new StringBuilder();
		for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
			if (!Character.isSurrogate((char) c) || c > 0xFFFF) {
				everything.appendCodePoint(c);
			}
		}

		String shown = PdfText.showable(everything.toString());

		assertThat(shown.codePoints().count()).isEqualTo(everything.codePoints().count());
		assertThat(helvetica.encode(shown)).isNotEmpty();
	}
}
