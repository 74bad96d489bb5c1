package dev.kontor.pricefeed.candles;

import java.time.LocalDate;
import java.util.List;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.rules.DateTimes;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;
import dev.kontor.shared.paging.PageRequest;

/**
 * A request for end-of-day prices: the provider's instruments among {@code isins} (all of them when empty), in ISIN
 * order, paged. Document 2 sends {@code pageNumber} and {@code recordsPerPage} as strings.
 */
public record EndOfDayRequest(TradeProvider provider, LocalDate date, List<String> isins, PageRequest page) {

	public static final int MAX_ISINS = 1000;

	public static final int MIN_RECORDS_PER_PAGE = 100;

	public static final int MAX_RECORDS_PER_PAGE = 1000;

	public EndOfDayRequest {
		isins = List.copyOf(isins);
	}

	/** The request the parameters make, or 400 naming the first parameter at fault. */
	public static EndOfDayRequest of(TradeProvider provider, String date, @Nullable List<String> isins,
			@Nullable String pageNumber, @Nullable String recordsPerPage) {
		LocalDate day = DateTimes.parseDate("date", date);
		int page = wholeNumber("pageNumber", pageNumber, 1, 1, Integer.MAX_VALUE);
		int size = wholeNumber("recordsPerPage", recordsPerPage, MIN_RECORDS_PER_PAGE, MIN_RECORDS_PER_PAGE,
				MAX_RECORDS_PER_PAGE);
		return new EndOfDayRequest(provider, day, isinsOf(isins), new PageRequest(page, size));
	}

	/** The distinct ISINs in ISIN order, each with a valid check digit. */
	private static List<String> isinsOf(@Nullable List<String> isins) {
		if (isins == null) {
			return List.of();
		}
		List<String> distinct = isins.stream().map(String::strip).filter(isin -> !isin.isEmpty()).distinct().sorted()
			.toList();
		if (distinct.size() > MAX_ISINS) {
			throw new InvalidInput("isins", "at most " + MAX_ISINS + " ISINs per request");
		}
		distinct.stream().filter(isin -> !Isins.isValid(isin)).findFirst().ifPresent(isin -> {
			throw new InvalidInput("isins", "'" + isin + "' " + Isins.MESSAGE);
		});
		return distinct;
	}

	private static int wholeNumber(String parameter, @Nullable String value, int absent, int min, int max) {
		if (value == null) {
			return absent;
		}
		try {
			int number = Integer.parseInt(value.strip());
			if (number >= min && number <= max) {
				return number;
			}
		}
		catch (NumberFormatException ex) {
			// answered below, as a number out of bounds is
		}
		throw new InvalidInput(parameter, "must be a whole number from " + min + " to " + max);
	}
}
