package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.rules.Problems;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.Isins;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The rules of an ingested quote: an ISIN, a known provider (ProviderA when absent), a dateTime no later than a
 * minute after the server's clock (kept to the microsecond), a status of 1 to 20 letters, bid and ask above 0 of at
 * most 13 digits before and 6 after the point with the bid not above the ask, volumes of at most 15 and 4, none
 * negative. A zero or crossed quote is no price: a venue filling against it would buy at nothing or sell below what
 * it buys at.
 */
final class QuoteRules {

	static final Duration MAX_AHEAD = Duration.ofMinutes(1);

	private QuoteRules() {
	}

	/**
	 * The quote, or null after adding its problems under the name {@code item} gives (such as {@code [3]} or
	 * {@code line 3}); the name is made only for a quote at fault, most quotes have none.
	 */
	static @Nullable Quote check(QuoteInput input, Instant now, Problems problems, Supplier<String> item) {
		int before = problems.count();
		TradeProvider provider = provider(input.provider(), item, problems);
		if (input.isinCode() == null || !Isins.isValid(input.isinCode())) {
			add(problems, item, "isinCode", Isins.MESSAGE);
		}
		if (input.dateTime() == null) {
			add(problems, item, "dateTime", "is required");
		}
		else if (input.dateTime().isAfter(now.plus(MAX_AHEAD))) {
			add(problems, item, "dateTime", "must not be more than a minute ahead of the server's clock");
		}
		if (input.status() == null || !isStatus(input.status())) {
			add(problems, item, "status", "must be 1 to 20 letters");
		}
		price(input.bid(), item, "bid", problems);
		price(input.ask(), item, "ask", problems);
		if (isPositive(input.bid()) && isPositive(input.ask()) && input.bid().compareTo(input.ask()) > 0) {
			add(problems, item, "bid", "must not be above the ask");
		}
		amount(input.bidVolume(), false, 15, 4, item, "bidVolume", problems);
		amount(input.askVolume(), false, 15, 4, item, "askVolume", problems);
		if (problems.count() > before || provider == null) {
			return null;
		}
		return new Quote(Objects.requireNonNull(input.isinCode()), provider,
				Timestamps.storable(Objects.requireNonNull(input.dateTime())), Objects.requireNonNull(input.status()),
				Decimals.plain(Objects.requireNonNull(input.bid())), Decimals.plain(Objects.requireNonNull(input.ask())),
				Decimals.plainOrNull(input.bidVolume()), Decimals.plainOrNull(input.askVolume()));
	}

	/** Whether the status is 1 to 20 ASCII letters. */
	private static boolean isStatus(String status) {
		if (status.isEmpty() || status.length() > 20) {
			return false;
		}
		for (int i = 0; i < status.length(); i++) {
			char c = status.charAt(i);
			if ((c < 'A' || c > 'Z') && (c < 'a' || c > 'z')) {
				return false;
			}
		}
		return true;
	}

	private static @Nullable TradeProvider provider(@Nullable String name, Supplier<String> item, Problems problems) {
		if (name == null) {
			return TradeProvider.DEFAULT;
		}
		for (TradeProvider provider : TradeProvider.values()) {
			if (provider.name().equals(name)) {
				return provider;
			}
		}
		add(problems, item, "provider", "must be one of ProviderA, ProviderB");
		return null;
	}

	private static boolean isPositive(@Nullable BigDecimal value) {
		return value != null && value.signum() > 0;
	}

	private static void price(@Nullable BigDecimal value, Supplier<String> item, String property, Problems problems) {
		if (value != null && value.signum() == 0) {
			add(problems, item, property, "must be above 0");
		}
		else {
			amount(value, true, 13, 6, item, property, problems);
		}
	}

	private static void amount(@Nullable BigDecimal value, boolean required, int integerDigits, int fractionDigits,
			Supplier<String> item, String property, Problems problems) {
		if (value == null) {
			if (required) {
				add(problems, item, property, "is required");
			}
			return;
		}
		if (value.signum() < 0) {
			add(problems, item, property, "must not be negative");
		}
		else if (!Decimals.fits(value, integerDigits, fractionDigits)) {
			add(problems, item, property, "must have at most " + integerDigits + " digits before the decimal point and "
					+ fractionDigits + " after it");
		}
	}

	private static void add(Problems problems, Supplier<String> item, String property, String message) {
		problems.add(item.get() + "." + property, message);
	}
}
