package dev.kontor.shared.pdf;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;

import org.jspecify.annotations.Nullable;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;

/**
 * The letterhead at the top of every page (the logo on the left; the legal name and address on the right; a rule in
 * the tenant's colour below) and the footer at its bottom (the legal text, registration number and supervisory
 * authority on the left; "page x of y" and the document's reference on the right). The logo is laid on white before
 * it is embedded, so that no page holds transparency.
 */
final class PageFrame {

	static final float MARGIN = 40;

	static final float RIGHT = PDRectangle.A4.getWidth() - MARGIN;

	/** The lowest baseline the content may use: above the footer. */
	static final float CONTENT_BOTTOM = 72;

	static final Color TEXT = new Color(0x22, 0x22, 0x22);

	static final Color MUTED = new Color(0x55, 0x55, 0x55);

	private static final Color NEUTRAL_ACCENT = new Color(0x33, 0x33, 0x33);

	private static final float TOP = PDRectangle.A4.getHeight() - MARGIN;

	private static final float LOGO_HEIGHT = 40;

	private static final float LOGO_WIDTH = 160;

	private static final float FOOTER_SIZE = 7;

	/** The width of the footer's left column, clear of the page count and reference on the right. */
	private static final float FOOTER_WIDTH = 330;

	private static final int REFERENCE_CHARACTERS = 44;

	private final Letterhead letterhead;

	private final Typeface type;

	private final Color accent;

	private final @Nullable PDImageXObject logo;

	PageFrame(PDDocument document, Letterhead letterhead, Typeface type) {
		this.letterhead = letterhead;
		this.type = type;
		this.accent = letterhead.primaryColor() == null ? NEUTRAL_ACCENT : Color.decode(letterhead.primaryColor());
		this.logo = letterhead.logoPng() == null ? null : opaque(document, letterhead.logoPng());
	}

	Color accent() {
		return accent;
	}

	/** Draws the letterhead; the first baseline of the content below it. */
	float letterhead(PDPageContentStream page) throws IOException {
		float bottom = TOP;
		if (logo != null) {
			float scale = Math.min(LOGO_HEIGHT / logo.getHeight(), LOGO_WIDTH / logo.getWidth());
			float height = logo.getHeight() * scale;
			page.drawImage(logo, MARGIN, TOP - height, logo.getWidth() * scale, height);
			bottom = TOP - height;
		}
		float y = TOP - 11;
		type.writeRight(page, type.bold, 12, accent, RIGHT, y, letterhead.legalName());
		for (String line : letterhead.addressLines()) {
			y -= 10;
			type.writeRight(page, type.regular, 8, MUTED, RIGHT, y, line);
		}
		bottom = Math.min(bottom, y - 4);
		rule(page, bottom - 6, 1f);
		return bottom - 30;
	}

	/** The sender's line above the address field, small, as a window envelope shows it. */
	String senderLine() {
		List<String> parts = new ArrayList<>();
		parts.add(letterhead.legalName());
		parts.addAll(letterhead.addressLines());
		return String.join(" · ", parts);
	}

	void footer(PDPageContentStream page, int number, int of, String reference) throws IOException {
		rule(page, 58, 0.5f);
		List<String> left = new ArrayList<>(wrap(letterhead.footerText() == null ? "" : letterhead.footerText(), 2));
		List<String> register = new ArrayList<>();
		if (letterhead.registrationNumber() != null) {
			register.add("Registration number " + letterhead.registrationNumber());
		}
		if (letterhead.supervisoryAuthority() != null) {
			register.add("Supervised by " + letterhead.supervisoryAuthority());
		}
		left.addAll(wrap(String.join(" · ", register), 2));
		float y = 48;
		for (String line : left) {
			type.write(page, type.regular, FOOTER_SIZE, MUTED, MARGIN, y, line);
			y -= 9;
		}
		type.writeRight(page, type.bold, FOOTER_SIZE, TEXT, RIGHT, 48, "page " + number + " of " + of);
		type.writeRight(page, type.regular, FOOTER_SIZE, MUTED, RIGHT, 39, PdfText.cut(reference, REFERENCE_CHARACTERS));
	}

	void rule(PDPageContentStream page, float y, float width) throws IOException {
		page.setStrokingColor(accent);
		page.setLineWidth(width);
		page.moveTo(MARGIN, y);
		page.lineTo(RIGHT, y);
		page.stroke();
	}

	/** The text broken between words into lines of the footer's width, at most {@code max} (the last one cut). */
	private List<String> wrap(String text, int max) {
		List<String> lines = new ArrayList<>();
		StringBuilder line = new StringBuilder();
		if (text.isBlank()) {
			return lines;
		}
		for (String word : text.strip().split("\\s+")) {
			String longer = line.isEmpty() ? word : line + " " + word;
			if (!line.isEmpty() && type.width(type.regular, FOOTER_SIZE, longer) > FOOTER_WIDTH) {
				lines.add(line.toString());
				line.setLength(0);
				line.append(word);
			}
			else {
				line.setLength(0);
				line.append(longer);
			}
		}
		if (!line.isEmpty()) {
			lines.add(line.toString());
		}
		if (lines.size() > max) {
			List<String> kept = new ArrayList<>(lines.subList(0, max));
			kept.set(max - 1, kept.get(max - 1) + " ...");
			return kept;
		}
		return lines;
	}

	private static PDImageXObject opaque(PDDocument document, byte[] png) {
		try {
			BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
			BufferedImage onWhite = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
			Graphics2D graphics = onWhite.createGraphics();
			graphics.setColor(Color.WHITE);
			graphics.fillRect(0, 0, image.getWidth(), image.getHeight());
			graphics.drawImage(image, 0, 0, null);
			graphics.dispose();
			return LosslessFactory.createFromImage(document, onWhite);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}
