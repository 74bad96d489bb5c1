package dev.kontor.shared.pdf;

import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.time.Instant;
import java.time.ZoneOffset;

import org.jspecify.annotations.Nullable;

/**
 * Text as the PDF documents' standard font can show it (account statements, loss threshold reports, execution
 * statements), and the figures as they print them. The standard 14 fonts encode WinAnsi (Windows-1252: printable
 * ASCII, Latin-1 and a few more such as the euro sign); any other character (from a reference, say) is shown as '?'
 * rather than failing the document, and control characters and other spaces as a space.
 */
public final class PdfText {

	private static final Charset WIN_ANSI = Charset.forName("windows-1252");

	private PdfText() {
	}

	public static String showable(@Nullable String text) {
		if (text == null) {
			return "";
		}
		CharsetEncoder winAnsi = WIN_ANSI.newEncoder();
		StringBuilder shown = new StringBuilder(text.length());
		text.codePoints().forEach(c -> {
			if (Character.isISOControl(c) || Character.isWhitespace(c)) {
				shown.append(' ');
			}
			else if (Character.isBmpCodePoint(c) && winAnsi.canEncode((char) c)) {
				shown.appendCodePoint(c);
			}
			else {
				shown.append('?');
			}
		});
		return shown.toString();
	}

	/** At most {@code max} characters, the cut marked with "...". */
	public static String cut(String text, int max) {
		return text.length() <= max ? text : text.substring(0, max - 3) + "...";
	}

	/** An amount with at least two decimals and no more than it has: 100.0000 as 100.00, 12.3456 as it is. */
	public static String amount(BigDecimal amount) {
		BigDecimal stripped = amount.stripTrailingZeros();
		return stripped.setScale(Math.max(2, stripped.scale())).toPlainString();
	}

	/** A quantity without trailing zeros: 10.000000 as 10, 0.500000 as 0.5. */
	public static String quantity(BigDecimal quantity) {
		BigDecimal stripped = quantity.stripTrailingZeros();
		return stripped.scale() < 0 ? stripped.setScale(0).toPlainString() : stripped.toPlainString();
	}

	public static String date(Instant instant) {
		return instant.atZone(ZoneOffset.UTC).toLocalDate().toString();
	}
}
