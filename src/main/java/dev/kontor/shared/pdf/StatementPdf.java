package dev.kontor.shared.pdf;

import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * An A4 document as PDF/A-2b written top to bottom: the tenant's letterhead and footer on every page ({@link PageFrame}),
 * the recipient's address on the first, a title, label and value lines, and tables whose rows break onto a new page
 * (the table's heading repeated) when the page is full. "page x of y" is written when the document is complete. One
 * instance writes one document; customer documents (statements, execution statements, loss threshold reports,
 * corporate action statements) and the platform's internal reports are written with it, dates and amounts in the
 * letterhead's locale ({@link #format()}).
 */
public final class StatementPdf implements AutoCloseable {

	/** A column of a table: where it starts (or, right-aligned, ends) on the page. */
	public record Column(String heading, float x, boolean rightAligned) {
	}

	private static final float LINE = 13;

	private static final float TEXT_SIZE = 9;

	private static final float LABEL_WIDTH = 120;

	private static final float CELL_GAP = 5;

	private final PDDocument document = new PDDocument();

	private final Typeface type = new Typeface(document);

	private final Letterhead letterhead;

	private final PageFrame frame;

	private final DocumentFormat format;

	private final String reference;

	private final List<PDPage> pages = new ArrayList<>();

	private @Nullable String title;

	private PDPageContentStream page;

	private float y;

	/** A document of the platform's own (an internal report): the platform's name as its letterhead. */
	public StatementPdf(String reference) {
		this(Letterhead.neutral(PdfA.PRODUCER), reference);
	}

	/** A customer document of the tenant whose letterhead this is; {@code reference} names it in each page's footer. */
	public StatementPdf(Letterhead letterhead, String reference) {
		this.letterhead = letterhead;
		this.frame = new PageFrame(document, letterhead, type);
		this.format = new DocumentFormat(letterhead.locale());
		this.reference = reference;
		this.page = newPage();
	}

	/** How this document writes dates, amounts and percentages. */
	public DocumentFormat format() {
		return format;
	}

	/** The recipient's name and postal address, with the sender's line above, as a window envelope shows them. */
	public void recipient(Recipient recipient) {
		write(type.regular, 6.5f, PageFrame.MUTED, PageFrame.MARGIN, y, PdfText.cut(frame.senderLine(), 110));
		y -= LINE * 1.2f;
		write(type.regular, 10, PageFrame.TEXT, PageFrame.MARGIN, y, recipient.name());
		for (String line : recipient.addressLines()) {
			y -= LINE;
			write(type.regular, 10, PageFrame.TEXT, PageFrame.MARGIN, y, line);
		}
		if (recipient.alpha3Country() != null) {
			y -= LINE;
			write(type.regular, 10, PageFrame.TEXT, PageFrame.MARGIN, y, format.country(recipient.alpha3Country()));
		}
		y -= LINE * 3;
	}

	public void title(String text) {
		if (title == null) {
			title = text;
		}
		ensureRoom(3, List.of());
		write(type.bold, 14, frame.accent(), PageFrame.MARGIN, y, text);
		y -= LINE * 2;
	}

	/** A label and its value on one line. */
	public void field(String label, String value) {
		ensureRoom(1, List.of());
		write(type.bold, TEXT_SIZE, PageFrame.TEXT, PageFrame.MARGIN, y, label);
		write(type.regular, TEXT_SIZE, PageFrame.TEXT, PageFrame.MARGIN + LABEL_WIDTH, y, value);
		y -= LINE;
	}

	public void heading(String text) {
		y -= LINE / 2;
		ensureRoom(3, List.of());
		write(type.bold, 11, frame.accent(), PageFrame.MARGIN, y, text);
		y -= LINE * 1.5f;
	}

	public void tableHeading(List<Column> columns) {
		ensureRoom(2, List.of());
		heading(columns);
	}

	/** A row of cells, one per column; a full page moves it to the next one under the columns' headings again. */
	public void row(List<Column> columns, List<String> cells) {
		ensureRoom(1, columns);
		row(type.regular, columns, cells);
	}

	public void blankLine() {
		y -= LINE;
	}

	public byte[] bytes() {
		try {
			page.close();
			for (int i = 0; i < pages.size(); i++) {
				try (PDPageContentStream footer = new PDPageContentStream(document, pages.get(i),
						PDPageContentStream.AppendMode.APPEND, true)) {
					frame.footer(footer, i + 1, pages.size(), reference);
				}
			}
			PdfA.conform(document, title == null ? reference : title, letterhead.legalName());
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
		finally {
			type.close();
		}
	}

	private void row(PDType0Font font, List<Column> columns, List<String> cells) {
		for (int i = 0; i < columns.size(); i++) {
			Column column = columns.get(i);
			if (column.rightAligned()) {
				type.writeRight(page, font, TEXT_SIZE, PageFrame.TEXT, column.x(), y, cells.get(i));
			}
			else {
				type.writeWithin(page, font, TEXT_SIZE, PageFrame.TEXT, column.x(), y, cells.get(i),
						room(font, columns, cells, i));
			}
		}
		y -= LINE;
	}

	/**
	 * How wide a left-aligned cell may be: up to the next column's text, less a gap that keeps the two apart on the
	 * page and as words when the text is read out of the document.
	 */
	private float room(PDType0Font font, List<Column> columns, List<String> cells, int index) {
		float x = columns.get(index).x();
		if (index + 1 == columns.size()) {
			return PageFrame.RIGHT - x;
		}
		Column next = columns.get(index + 1);
		float nextStart = next.rightAligned() ? next.x() - type.width(font, TEXT_SIZE, cells.get(index + 1)) : next.x();
		return nextStart - CELL_GAP - x;
	}

	private void ensureRoom(int lines, List<Column> repeatedHeading) {
		if (y - lines * LINE >= PageFrame.CONTENT_BOTTOM) {
			return;
		}
		try {
			page.close();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		page = newPage();
		if (!repeatedHeading.isEmpty()) {
			heading(repeatedHeading);
		}
	}

	/** The columns' headings, bold, over a thin rule. */
	private void heading(List<Column> columns) {
		row(type.bold, columns, columns.stream().map(Column::heading).toList());
		try {
			page.setStrokingColor(PageFrame.MUTED);
			page.setLineWidth(0.3f);
			page.moveTo(PageFrame.MARGIN, y + LINE - 3);
			page.lineTo(PageFrame.RIGHT, y + LINE - 3);
			page.stroke();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private PDPageContentStream newPage() {
		try {
			PDPage next = new PDPage(PDRectangle.A4);
			document.addPage(next);
			pages.add(next);
			PDPageContentStream stream = new PDPageContentStream(document, next);
			y = frame.letterhead(stream);
			return stream;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private void write(PDType0Font font, float size, Color colour, float x, float atY, String text) {
		type.write(page, font, size, colour, x, atY, text);
	}
}
