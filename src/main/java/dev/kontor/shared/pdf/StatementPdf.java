package dev.kontor.shared.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * An A4 statement written top to bottom in Helvetica: a title, header lines, and tables whose rows break onto a new
 * page (the table's heading repeated) when the page is full. One instance writes one document; text passes through
 * {@link PdfText#showable} first. Account statements, loss threshold reports and execution statements are written
 * with it.
 */
public final class StatementPdf implements AutoCloseable {

	/** A column of a table: where it starts (or, right-aligned, ends) on the page. */
	public record Column(String heading, float x, boolean rightAligned) {
	}

	private static final float MARGIN = 40;

	private static final float TOP = PDRectangle.A4.getHeight() - MARGIN;

	private static final float LINE = 13;

	private static final float TEXT_SIZE = 9;

	private final PDDocument document = new PDDocument();

	private final PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);

	private final PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);

	private final String footer;

	private PDPageContentStream page;

	private float y;

	private int pages;

	public StatementPdf(String footer) {
		this.footer = PdfText.showable(footer);
		this.page = newPage();
	}

	public void title(String text) {
		write(bold, 14, MARGIN, y, PdfText.showable(text));
		y -= LINE * 2;
	}

	/** A label and its value on one line. */
	public void field(String label, String value) {
		ensureRoom(1, List.of());
		write(bold, TEXT_SIZE, MARGIN, y, PdfText.showable(label));
		write(regular, TEXT_SIZE, MARGIN + 110, y, PdfText.showable(value));
		y -= LINE;
	}

	public void heading(String text) {
		y -= LINE / 2;
		ensureRoom(3, List.of());
		write(bold, 11, MARGIN, y, PdfText.showable(text));
		y -= LINE * 1.5f;
	}

	public void tableHeading(List<Column> columns) {
		ensureRoom(2, List.of());
		row(bold, columns, columns.stream().map(Column::heading).toList());
	}

	/** A row of cells, one per column; a full page moves it to the next one under the columns' headings again. */
	public void row(List<Column> columns, List<String> cells) {
		ensureRoom(1, columns);
		row(regular, columns, cells);
	}

	public void blankLine() {
		y -= LINE;
	}

	public byte[] bytes() {
		try {
			closePage();
			ByteArrayOutputStream out = new ByteArrayOutputStream();
			document.save(out);
			return out.toByteArray();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	@Override
	public void close() {
		try {
			document.close();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private void row(PDType1Font font, List<Column> columns, List<String> cells) {
		for (int i = 0; i < columns.size(); i++) {
			Column column = columns.get(i);
			String text = PdfText.showable(cells.get(i));
			float x = column.rightAligned() ? column.x() - width(font, text) : column.x();
			write(font, TEXT_SIZE, x, y, text);
		}
		y -= LINE;
	}

	private void ensureRoom(int lines, List<Column> repeatedHeading) {
		if (y - lines * LINE >= MARGIN + LINE) {
			return;
		}
		closePage();
		page = newPage();
		if (!repeatedHeading.isEmpty()) {
			row(bold, repeatedHeading, repeatedHeading.stream().map(Column::heading).toList());
		}
	}

	private PDPageContentStream newPage() {
		try {
			PDPage next = new PDPage(PDRectangle.A4);
			document.addPage(next);
			pages++;
			y = TOP;
			return new PDPageContentStream(document, next);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private void closePage() {
		try {
			write(regular, 7, MARGIN, MARGIN / 2, footer + " - page " + pages);
			page.close();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private float width(PDType1Font font, String text) {
		try {
			return font.getStringWidth(text) / 1000 * TEXT_SIZE;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private void write(PDType1Font font, float size, float x, float atY, String text) {
		try {
			page.beginText();
			page.setFont(font, size);
			page.newLineAtOffset(x, atY);
			page.showText(text);
			page.endText();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}
