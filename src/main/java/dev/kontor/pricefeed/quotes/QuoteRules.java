package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.rules.Problems;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.Isins;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The rules of an ingested quote: an ISIN, a known provider (ProviderA when absent), a dateTime no later than a
 * minute after the server's clock (kept to the microsecond), a status of 1 to 20 letters, bid and ask of at most 13
 * digits before and 6 after the point, volumes of at most 15 and 4, none negative.
 */
final class QuoteRules {

	static final Duration MAX_AHEAD = Duration.ofMinutes(1);

	private static final Pattern STATUS = Pattern.compile("[A-Za-z]{1,20}");

	private QuoteRules() {
	}

	/**
	 * The quote, or null after adding its problems under {@code prefix} (such as {@code [3]} or {@code line 3}).
	 */
	static @Nullable Quote check(QuoteInput input, String prefix, Instant now, Problems problems) {
		int before = problems.count();
		TradeProvider provider = provider(input.provider(), prefix, problems);
		if (input.isinCode() == null || !Isins.isValid(input.isinCode())) {
			problems.add(prefix + ".isinCode", Isins.MESSAGE);
		}
		if (input.dateTime() == null) {
			problems.add(prefix + ".dateTime", "is required");
		}
		else if (input.dateTime().isAfter(now.plus(MAX_AHEAD))) {
			problems.add(prefix + ".dateTime", "must not be more than a minute ahead of the server's clock");
		}
		if (input.status() == null || !STATUS.matcher(input.status()).matches()) {
			problems.add(prefix + ".status", "must be 1 to 20 letters");
		}
		amount(input.bid(), true, 13, 6, prefix + ".bid", problems);
		amount(input.ask(), true, 13, 6, prefix + ".ask", problems);
		amount(input.bidVolume(), false, 15, 4, prefix + ".bidVolume", problems);
		amount(input.askVolume(), false, 15, 4, prefix + ".askVolume", problems);
		if (problems.count() > before || provider == null) {
			return null;
		}
		return new Quote(Objects.requireNonNull(input.isinCode()), provider,
				Timestamps.storable(Objects.requireNonNull(input.dateTime())), Objects.requireNonNull(input.status()),
				Decimals.plain(Objects.requireNonNull(input.bid())), Decimals.plain(Objects.requireNonNull(input.ask())),
				Decimals.plainOrNull(input.bidVolume()), Decimals.plainOrNull(input.askVolume()));
	}

	private static @Nullable TradeProvider provider(@Nullable String name, String prefix, Problems problems) {
		if (name == null) {
			return TradeProvider.DEFAULT;
		}
		for (TradeProvider provider : TradeProvider.values()) {
			if (provider.name().equals(name)) {
				return provider;
			}
		}
		problems.add(prefix + ".provider", "must be one of ProviderA, ProviderB");
		return null;
	}

	private static void amount(@Nullable BigDecimal value, boolean required, int integerDigits, int fractionDigits,
			String property, Problems problems) {
		if (value == null) {
			if (required) {
				problems.add(property, "is required");
			}
			return;
		}
		if (value.signum() < 0) {
			problems.add(property, "must not be negative");
		}
		else if (!Decimals.fits(value, integerDigits, fractionDigits)) {
			problems.add(property, "must have at most " + integerDigits + " digits before the decimal point and "
					+ fractionDigits + " after it");
		}
	}
}
