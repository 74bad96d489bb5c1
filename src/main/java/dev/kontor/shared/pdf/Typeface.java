package dev.kontor.shared.pdf;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The two embedded faces of one document (regular and bold DejaVu Sans, subset at save) and how text is set in them.
 * A character the font has no glyph for shows as '?' rather than failing the document, and control characters and
 * other spaces as a space; a text the API accepted (a reference, a name) can hold either.
 */
final class Typeface implements AutoCloseable {

	static final int NARROWEST_SCALE = 70;

	private static final String ELLIPSIS = "\u2026";

	private final TrueTypeFont regularFile = PdfA.regular();

	private final TrueTypeFont boldFile = PdfA.bold();

	private final CmapLookup glyphs;

	final PDType0Font regular;

	final PDType0Font bold;

	Typeface(PDDocument document) {
		try {
			this.glyphs = regularFile.getUnicodeCmapLookup();
			this.regular = PDType0Font.load(document, regularFile, true);
			this.bold = PDType0Font.load(document, boldFile, true);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	String showable(String text) {
		StringBuilder shown = new StringBuilder(text.length());
		text.codePoints().forEach(c -> {
			if (Character.isISOControl(c) || Character.isWhitespace(c)) {
				shown.append(' ');
			}
			else if (glyphs.getGlyphId(c) > 0) {
				shown.appendCodePoint(c);
			}
			else {
				shown.append('?');
			}
		});
		return shown.toString();
	}

	float width(PDType0Font font, float size, String text) {
		return shownWidth(font, size, showable(text));
	}

	/** The text, made showable, with its baseline starting at x, y. */
	void write(PDPageContentStream page, PDType0Font font, float size, Color colour, float x, float y, String text) {
		show(page, font, size, colour, x, y, showable(text));
	}

	/** As {@link #write}, the text ending at x. */
	void writeRight(PDPageContentStream page, PDType0Font font, float size, Color colour, float x, float y,
			String text) {
		String shown = showable(text);
		show(page, font, size, colour, x - shownWidth(font, size, shown), y, shown);
	}

	/**
	 * As {@link #write}, the text no wider than {@code room}: a longer one is set narrower, down to
	 * {@value #NARROWEST_SCALE} % of its width, and beyond that also shortened with an ellipsis.
	 */
	void writeWithin(PDPageContentStream page, PDType0Font font, float size, Color colour, float x, float y,
			String text, float room) {
		String shown = showable(text);
		float width = shownWidth(font, size, shown);
		if (width <= room) {
			show(page, font, size, colour, x, y, shown);
			return;
		}
		float widest = room * 100 / NARROWEST_SCALE;
		String kept = shown;
		while (width > widest && !kept.isEmpty()) {
			kept = kept.substring(0, kept.offsetByCodePoints(kept.length(), -1)).stripTrailing();
			shown = kept + ELLIPSIS;
			width = shownWidth(font, size, shown);
		}
		float scale = Math.min(100, 100 * room / width);
		try {
			page.beginText();
			page.setHorizontalScaling(scale);
			page.setFont(font, size);
			page.setNonStrokingColor(colour);
			page.newLineAtOffset(x, y);
			page.showText(shown);
			page.endText();
			page.setHorizontalScaling(100);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static float shownWidth(PDType0Font font, float size, String shown) {
		try {
			return font.getStringWidth(shown) / 1000 * size;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static void show(PDPageContentStream page, PDType0Font font, float size, Color colour, float x, float y,
			String shown) {
		try {
			page.beginText();
			page.setFont(font, size);
			page.setNonStrokingColor(colour);
			page.newLineAtOffset(x, y);
			page.showText(shown);
			page.endText();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	@Override
	public void close() {
		try {
			regularFile.close();
			boldFile.close();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}
