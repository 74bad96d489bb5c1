package dev.kontor.shared.pdf;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;

/**
 * Dates, times, amounts, quantities and percentages as a customer document writes them in its tenant's locale:
 * "29 Nov 2026" and "1,234.50" in en-GB, "29.11.2026" and "1.234,50" in de-DE. Times are UTC to the second, amounts
 * keep at least two decimals and no more than they have, percentages two decimals and a space before the sign. One
 * instance per document: {@link NumberFormat} is not thread-safe.
 */
public final class DocumentFormat {

	private static final Map<String, String> ALPHA2_OF_ALPHA3 = Stream.of(Locale.getISOCountries())
		.collect(Collectors.toUnmodifiableMap(alpha2 -> Locale.of("", alpha2).getISO3Country(), Function.identity(),
				(first, second) -> first));

	private final Locale locale;

	private final DateTimeFormatter dates;

	private final DateTimeFormatter times;

	private final NumberFormat numbers;

	public DocumentFormat(Locale locale) {
		this.locale = locale;
		this.dates = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale);
		this.times = DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withLocale(locale);
		this.numbers = NumberFormat.getNumberInstance(locale);
		this.numbers.setRoundingMode(RoundingMode.HALF_UP);
	}

	public String date(LocalDate date) {
		return dates.format(date);
	}

	/** The UTC day of the instant. */
	public String date(Instant instant) {
		return date(instant.atZone(ZoneOffset.UTC).toLocalDate());
	}

	/** The UTC day and time to the second: "29 Nov 2026, 14:03:12 UTC". */
	public String dateTime(Instant instant) {
		var utc = instant.truncatedTo(ChronoUnit.SECONDS).atZone(ZoneOffset.UTC);
		return dates.format(utc) + ", " + times.format(utc) + " UTC";
	}

	/** An amount with at least two decimals and no more than it has: 100.0000 as 100.00, 12.3456 as it is. */
	public String amount(BigDecimal amount) {
		return number(amount, 2);
	}

	public String money(BigDecimal amount, String currencyCode) {
		return amount(amount) + " " + currencyCode;
	}

	/** A quantity without trailing zeros: 10.000000 as 10, 0.500000 as 0.5. */
	public String quantity(BigDecimal quantity) {
		return number(quantity, 0);
	}

	/** A percentage to two decimals, the sign after a space: "31.62 %". */
	public String percent(BigDecimal percent) {
		numbers.setMinimumFractionDigits(2);
		numbers.setMaximumFractionDigits(2);
		return numbers.format(percent) + " %";
	}

	/** The country of an ISO 3166-1 alpha-3 code as the locale names it; the code itself when it names none. */
	public String country(String alpha3) {
		String alpha2 = ALPHA2_OF_ALPHA3.get(alpha3);
		return alpha2 == null ? alpha3 : Locale.of("", alpha2).getDisplayCountry(locale);
	}

	private String number(@Nullable BigDecimal value, int minimumDecimals) {
		if (value == null) {
			return "";
		}
		BigDecimal stripped = value.stripTrailingZeros();
		numbers.setMinimumFractionDigits(minimumDecimals);
		numbers.setMaximumFractionDigits(Math.max(minimumDecimals, stripped.scale()));
		return numbers.format(stripped);
	}
}
