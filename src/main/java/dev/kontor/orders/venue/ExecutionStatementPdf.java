package dev.kontor.orders.venue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

import dev.kontor.orders.OrderSide;
import dev.kontor.shared.pdf.PdfText;

/**
 * The statement of one execution as a one-page A4 PDF in Helvetica, drawn as the account statements are: a title,
 * then a label and its value per line. The standard font shows WinAnsi only, so any other character of a text the
 * integrator chose (the clientOrderId is limited to ASCII already) would show as '?'.
 */
final class ExecutionStatementPdf {

	private static final float MARGIN = 40;

	private static final float LINE = 14;

	private static final float VALUE_X = MARGIN + 130;

	private ExecutionStatementPdf() {
	}

	static byte[] render(ExecutionStatement statement) {
		try (PDDocument document = new PDDocument()) {
			PDPage page = new PDPage(PDRectangle.A4);
			document.addPage(page);
			PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
			PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
			try (PDPageContentStream content = new PDPageContentStream(document, page)) {
				float y = PDRectangle.A4.getHeight() - MARGIN;
				write(content, bold, 14, MARGIN, y, "Execution statement");
				y -= LINE * 2;
				for (String[] field : fields(statement)) {
					write(content, bold, 9, MARGIN, y, field[0]);
					write(content, regular, 9, VALUE_X, y, field[1]);
					y -= LINE;
				}
			}
			ByteArrayOutputStream out = new ByteArrayOutputStream();
			document.save(out);
			return out.toByteArray();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static String[][] fields(ExecutionStatement s) {
		String currency = " " + s.currencyCode();
		return new String[][] { { "Client", s.clientId().toString() }, { "Client order id", s.clientOrderId() },
				{ "Order", s.orderId().toString() },
				{ "Instrument", s.isinCode() + " (" + s.provider() + ")" },
				{ "Order", s.side() + " " + s.orderType() }, { "Execution", s.executionId().toString() },
				{ "Venue", s.venue() }, { "Quantity", PdfText.quantity(s.quantity()) },
				{ "Price", PdfText.quantity(s.price()) + currency },
				{ "Amount", PdfText.amount(s.amount()) + currency }, { "Fee", PdfText.amount(s.fee()) + currency },
				{ s.side() == OrderSide.Buy ? "Total debited" : "Total credited",
						PdfText.amount(s.total()) + currency },
				{ "Trade date", PdfText.date(s.dateTime()) },
				{ "Execution time", s.dateTime().toString() }, { "Value date", s.valueDate().toString() } };
	}

	private static void write(PDPageContentStream content, PDType1Font font, float size, float x, float y,
			String text) throws IOException {
		content.beginText();
		content.setFont(font, size);
		content.newLineAtOffset(x, y);
		content.showText(PdfText.showable(text));
		content.endText();
	}
}
