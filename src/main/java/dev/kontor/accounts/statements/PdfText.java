package dev.kontor.accounts.statements;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;

import org.jspecify.annotations.Nullable;

/**
 * Text as the statement's standard font can show it, and the figures as a statement prints them. The standard 14
 * fonts encode WinAnsi, which holds printable ASCII and Latin-1; any other character (from a reference, say) is shown
 * as '?' rather than failing the statement, and control characters as a space.
 */
public final class PdfText {

	private PdfText() {
	}

	public static String showable(@Nullable String text) {
		if (text == null) {
			return "";
		}
		StringBuilder shown = new StringBuilder(text.length());
		text.codePoints().forEach(c -> {
			if ((c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0xFF)) {
				shown.appendCodePoint(c);
			}
			else if (Character.isISOControl(c) || Character.isWhitespace(c)) {
				shown.append(' ');
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
