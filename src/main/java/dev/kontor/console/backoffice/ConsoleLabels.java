package dev.kontor.console.backoffice;

import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.Locale;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * Words and figures as the console's pages show them (public: the pages call it as {@code @consoleLabels}): an enum
 * constant as words ({@code PartiallyFilled} as "Partly filled"), amounts with grouped thousands and two decimals,
 * quantities without trailing zeros.
 */
@Component("consoleLabels")
public class ConsoleLabels {

	/** Words that the constant's own words would not say well. */
	private static final Map<String, String> SPECIAL = Map.of("PartiallyFilled", "Partly filled", "GoodTillCancelled",
			"Good till cancelled", "ImmediateOrCancel", "Immediate or cancel", "FillOrKill", "Fill or kill",
			"InClosure", "Being closed", "StopLimit", "Stop limit", "riskThresholdAcceptAutoBelow",
			"Approved automatically at or below", "riskThresholdRejectAutoAbove", "Denied automatically above",
			"saveAMLMonitoringResultsUnderClientDocs", "Monitoring results kept with the client's documents");

	/** Words written as abbreviations. */
	private static final Map<String, String> ABBREVIATIONS = Map.of("aml", "AML", "pep", "PEP", "iban", "IBAN", "bic",
			"BIC", "kyc", "KYC", "isin", "ISIN", "url", "URL");

	public String of(@Nullable Object constant) {
		if (constant == null) {
			return "";
		}
		String name = constant instanceof Enum<?> e ? e.name() : constant.toString();
		String special = SPECIAL.get(name);
		return special != null ? special : words(name);
	}

	/**
	 * {@code TradeSettlement} as "Trade settlement", {@code amlOfficerEmail} as "AML officer email": the capitals of
	 * a name start its words, the first is capitalized, abbreviations are written as such.
	 */
	static String words(String name) {
		StringBuilder words = new StringBuilder(name.length() + 4);
		for (int i = 0; i < name.length(); i++) {
			char c = name.charAt(i);
			if (i > 0 && Character.isUpperCase(c) && !Character.isUpperCase(name.charAt(i - 1))) {
				words.append(' ').append(Character.toLowerCase(c));
			}
			else {
				words.append(c == '_' ? ' ' : c);
			}
		}
		StringBuilder written = new StringBuilder(words.length());
		for (String word : words.toString().split(" ")) {
			String abbreviation = ABBREVIATIONS.get(word.toLowerCase(Locale.ROOT));
			written.append(written.isEmpty() ? "" : " ").append(abbreviation != null ? abbreviation : word);
		}
		return written.isEmpty() ? "" : Character.toUpperCase(written.charAt(0)) + written.substring(1);
	}

	public String yesNo(boolean value) {
		return value ? "Yes" : "No";
	}

	/** {@code 1234.5} EUR as "1,234.50 EUR" (up to four decimals where the amount has them). */
	public String money(@Nullable BigDecimal amount, @Nullable String currencyCode) {
		if (amount == null) {
			return "";
		}
		DecimalFormat format = new DecimalFormat("#,##0.00##", DecimalFormatSymbols.getInstance(Locale.ENGLISH));
		String figure = format.format(amount);
		return currencyCode == null ? figure : figure + " " + currencyCode;
	}

	/** A quantity or price without trailing zeros, with grouped thousands. */
	public String number(@Nullable BigDecimal value) {
		if (value == null) {
			return "";
		}
		DecimalFormat format = new DecimalFormat("#,##0.######", DecimalFormatSymbols.getInstance(Locale.ENGLISH));
		return format.format(value);
	}

	/** The month of the year ({@code 1} to {@code 12}) by its English name. */
	public String month(int month) {
		return Month.of(month).getDisplayName(TextStyle.FULL, Locale.ENGLISH);
	}

	/** A file size as "12.3 kB". */
	public String size(long bytes) {
		if (bytes < 1000) {
			return bytes + " B";
		}
		return bytes < 1_000_000 ? String.format(Locale.ENGLISH, "%.1f kB", bytes / 1000.0)
				: String.format(Locale.ENGLISH, "%.1f MB", bytes / 1_000_000.0);
	}
}
