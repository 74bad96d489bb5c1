package dev.kontor.shared.pdf;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class PdfTextTest {

	private static final DocumentFormat BRITISH = new DocumentFormat(Locale.UK);

	private static final DocumentFormat GERMAN = new DocumentFormat(Locale.GERMANY);

	@ParameterizedTest
	@CsvSource(delimiter = '|', value = { "100.0000|100.00|100,00", "12.3456|12.3456|12,3456",
			"-1250.5000|-1,250.50|-1.250,50", "0.0000|0.00|0,00", "1E+3|1,000.00|1.000,00" })
	void printsAmountsWithAtLeastTwoDecimalsInTheLocale(String amount, String british, String german) {
		assertThat(BRITISH.amount(new BigDecimal(amount))).isEqualTo(british);
		assertThat(GERMAN.amount(new BigDecimal(amount))).isEqualTo(german);
	}

	@ParameterizedTest
	@CsvSource(delimiter = '|', value = { "10.000000|10|10", "0.500000|0.5|0,5", "-3|-3|-3", "1E+4|10,000|10.000" })
	void printsQuantitiesWithoutTrailingZeros(String quantity, String british, String german) {
		assertThat(BRITISH.quantity(new BigDecimal(quantity))).isEqualTo(british);
		assertThat(GERMAN.quantity(new BigDecimal(quantity))).isEqualTo(german);
	}

	@Test
	void printsPercentagesDatesAndTimesAsTheLocaleWritesThem() {
		assertThat(BRITISH.percent(new BigDecimal("31.6213"))).isEqualTo("31.62 %");
		assertThat(GERMAN.percent(new BigDecimal("31.6263"))).isEqualTo("31,63 %");
		assertThat(BRITISH.date(LocalDate.of(2026, 11, 29))).isEqualTo("29 Nov 2026");
		assertThat(GERMAN.date(LocalDate.of(2026, 11, 29))).isEqualTo("29.11.2026");
		Instant withMicros = Instant.parse("2026-11-29T14:03:12.123456Z");
		assertThat(BRITISH.dateTime(withMicros)).isEqualTo("29 Nov 2026, 14:03:12 UTC");
		assertThat(GERMAN.dateTime(withMicros)).isEqualTo("29.11.2026, 14:03:12 UTC");
		assertThat(GERMAN.country("DEU")).isEqualTo("Deutschland");
		assertThat(BRITISH.country("AUT")).isEqualTo("Austria");
		assertThat(BRITISH.country("XXX")).isEqualTo("XXX");
	}

	@ParameterizedTest
	@CsvSource({ "TradeSettlement, Trade settlement", "ProviderA, Provider A", "CorporateAction, Corporate action",
			"Fee, Fee", "InClosure, In closure", "AMLHit, AML hit" })
	void writesInternalNamesAsWords(String name, String words) {
		assertThat(PdfText.words(name)).isEqualTo(words);
	}

	@Test
	void shortensIdsAndCutsLongText() {
		assertThat(PdfText.withoutIds("Order 3f2a9c1e-0b1d-4c6e-9a7f-1234567890ab execution "
				+ "7B1C2D3E-4F50-6172-8394-A5B6C7D8E9F0")).isEqualTo("Order 3f2a9c1e execution 7B1C2D3E");
		assertThat(PdfText.cut("abcdefghij", 8)).isEqualTo("abcde...");
		assertThat(PdfText.cut("abcdefgh", 8)).isEqualTo("abcdefgh");
	}

	@Test
	void showsWhatTheEmbeddedFontHasAndReplacesTheRest() throws IOException {
		try (PDDocument document = new PDDocument(); Typeface type = new Typeface(document)) {
			assertThat(type.showable("Gebühr €5 „ok“ 💶 Привет\tnext\nline end"))
				.isEqualTo("Gebühr €5 „ok“ ? Привет next line end");
			assertThat(type.regular.encode(type.showable("Grüße, Łódź, Ελλάδα"))).isNotEmpty();
		}
	}
}
