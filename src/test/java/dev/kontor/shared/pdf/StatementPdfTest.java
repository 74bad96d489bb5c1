package dev.kontor.shared.pdf;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

import javax.imageio.ImageIO;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;

import dev.kontor.testing.CustomerPdfs;
import dev.kontor.testing.PdfText;

import static org.assertj.core.api.Assertions.assertThat;

/** The customer documents' frame: PDF/A-2b with a branded letterhead and footer over many pages. */
class StatementPdfTest {

	private static final List<StatementPdf.Column> COLUMNS = List.of(new StatementPdf.Column("Date", 40, false),
			new StatementPdf.Column("Reference", 120, false), new StatementPdf.Column("Amount", 555, true));

	static final Letterhead BRANDED = new Letterhead("Musterbank AG",
			List.of("Neue Mainzer Straße 1", "60311 Frankfurt am Main"), "HRB 12345",
			"Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)", logo(), "#0A5C36",
			"Musterbank AG · Vorstand: Erika Beispiel (Vorsitz), Max Muster · Sitz Frankfurt am Main", Locale.GERMANY);

	@Test
	void aBrandedDocumentOfManyPagesIsPdfA2bAndCountsItsPages() throws IOException {
		byte[] pdf;
		try (StatementPdf document = new StatementPdf(BRANDED, "Statement 2026/1 of account 1000000016")) {
			document.recipient(new Recipient("Dr. Erika Mustermann", List.of("Heidestraße 17", "51147 Köln"), "DEU"));
			document.title("Internal account statement");
			document.field("Account number", "1000000016");
			document.tableHeading(COLUMNS);
			for (int i = 1; i <= 200; i++) {
				document.row(COLUMNS, List.of("29.11.2026", "Booking " + i + " Gebühr 💶", "1.234,50"));
			}
			pdf = document.bytes();
		}
		CustomerPdfs.keep("branded-frame", pdf);

		String text = CustomerPdfs.assertCustomerDocument(pdf, "Dr. Erika Mustermann", "Musterbank AG",
				"Heidestraße 17", "51147 Köln", "Deutschland", "Registration number HRB 12345",
				"Supervised by Bundesanstalt für", "(BaFin)");
		try (PDDocument document = Loader.loadPDF(pdf)) {
			int pages = document.getNumberOfPages();
			assertThat(pages).isGreaterThan(3);
			assertThat(text).contains("page 1 of " + pages, "page " + pages + " of " + pages);
		}
		assertThat(PdfText.lines(pdf)).contains("29.11.2026 Booking 200 Gebühr ? 1.234,50");
	}

	@Test
	void withoutBrandingTheTenantsNameIsTheLetterhead() {
		byte[] pdf;
		try (StatementPdf document = new StatementPdf(Letterhead.neutral("tenant-1"), "Test")) {
			document.recipient(new Recipient("Erika Mustermann", List.of(), null));
			document.title("Execution statement");
			pdf = document.bytes();
		}

		assertThat(CustomerPdfs.pdfA2bViolations(pdf)).isEmpty();
		assertThat(PdfText.lines(pdf)).contains("tenant-1", "Erika Mustermann", "page 1 of 1");
	}

	@Test
	void aCellWiderThanItsColumnIsSetNarrowerAndBeyondThatShortenedSoItNeverRunsIntoTheNext() {
		List<StatementPdf.Column> columns = List.of(new StatementPdf.Column("ISIN", 272, false),
				new StatementPdf.Column("Instrument", 354, false), new StatementPdf.Column("Quantity", 555, true));
		byte[] pdf;
		try (StatementPdf document = new StatementPdf(Letterhead.neutral("tenant-1"), "Test")) {
			document.tableHeading(columns);
			document.row(columns, List.of("WWWWWWWWWWW9", "Held test stock", "12"));
			document.row(columns, List.of("DE0005557508", "Deutsche Telekom AG Namens-Aktien o.N. "
					+ "und noch viel mehr Worte als in diese Spalte passen", "1,000,000"));
			pdf = document.bytes();
		}
		CustomerPdfs.keep("narrowed-cells", pdf);

		assertThat(CustomerPdfs.pdfA2bViolations(pdf)).isEmpty();
		List<String> lines = PdfText.lines(pdf);
		assertThat(lines).contains("WWWWWWWWWWW9 Held test stock 12");
		assertThat(lines).anyMatch(line -> line.matches("DE0005557508 Deutsche Telekom AG Namens-Aktien.*… 1,000,000"));
	}

	/** A logo with transparent corners, which the letterhead lays on white. */
	static byte[] logo() {
		BufferedImage image = new BufferedImage(240, 60, BufferedImage.TYPE_INT_ARGB);
		Graphics2D graphics = image.createGraphics();
		graphics.setColor(new Color(0x0A, 0x5C, 0x36));
		graphics.fillRoundRect(0, 0, 240, 60, 30, 30);
		graphics.setColor(Color.WHITE);
		graphics.fillOval(15, 12, 36, 36);
		graphics.dispose();
		try (ByteArrayOutputStream out = new ByteArrayOutputStream()) {
			ImageIO.write(image, "png", out);
			return out.toByteArray();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}
