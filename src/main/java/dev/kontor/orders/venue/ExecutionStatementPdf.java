package dev.kontor.orders.venue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.ZoneOffset;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

import dev.kontor.orders.OrderSide;

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
				{ "Venue", s.venue() }, { "Quantity", plain(s.quantity()) },
				{ "Price", plain(s.price()) + currency }, { "Amount", money(s.amount()) + currency },
				{ "Fee", money(s.fee()) + currency },
				{ s.side() == OrderSide.Buy ? "Total debited" : "Total credited",
						money(s.total()) + currency },
				{ "Trade date", s.dateTime().atZone(ZoneOffset.UTC).toLocalDate().toString() },
				{ "Execution time", s.dateTime().toString() }, { "Value date", s.valueDate().toString() } };
	}

	private static void write(PDPageContentStream content, PDType1Font font, float size, float x, float y,
			String text) throws IOException {
		content.beginText();
		content.setFont(font, size);
		content.newLineAtOffset(x, y);
		content.showText(showable(text));
		content.endText();
	}

	/** Printable ASCII and Latin-1 as they are, anything else as '?'. */
	private static String showable(String text) {
		StringBuilder shown = new StringBuilder(text.length());
		text.codePoints()
			.forEach(c -> shown.appendCodePoint((c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0xFF) ? c : '?'));
		return shown.toString();
	}

	/** An amount with at least two decimals: 100.0000 as 100.00, 12.3456 as it is. */
	private static String money(BigDecimal amount) {
		BigDecimal stripped = amount.stripTrailingZeros();
		return stripped.setScale(Math.max(2, stripped.scale())).toPlainString();
	}

	private static String plain(BigDecimal value) {
		BigDecimal stripped = value.stripTrailingZeros();
		return stripped.scale() < 0 ? stripped.setScale(0).toPlainString() : stripped.toPlainString();
	}
}
