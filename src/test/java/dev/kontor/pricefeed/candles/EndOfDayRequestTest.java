package dev.kontor.pricefeed.candles;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

class EndOfDayRequestTest {

	private static final String ISIN = "DE0007164600";

	static Stream<Arguments> invalidParameters() {
		return Stream.of(arguments("2026-3-04", "1", "100", "date"), arguments("2026-02-30", "1", "100", "date"),
				arguments("04.03.2026", "1", "100", "date"), arguments("2026-03-04 ", "1", "100", "date"),
				arguments("2026-03-04", "0", "100", "pageNumber"), arguments("2026-03-04", "one", "100", "pageNumber"),
				arguments("2026-03-04", "2147483648", "100", "pageNumber"),
				arguments("2026-03-04", "1", "99", "recordsPerPage"),
				arguments("2026-03-04", "1", "1001", "recordsPerPage"),
				arguments("2026-03-04", "1", "1e2", "recordsPerPage"));
	}

	@ParameterizedTest
	@MethodSource("invalidParameters")
	void rejectsParametersOutOfTheirBounds(String date, String pageNumber, String recordsPerPage, String property) {
		assertThatThrownBy(() -> EndOfDayRequest.of(TradeProvider.ProviderA, date, null, pageNumber, recordsPerPage))
			.isInstanceOfSatisfying(InvalidInput.class, ex -> assertThat(ex.errors()).containsOnlyKeys(property));
	}

	@Test
	void acceptsTheBoundsOfRecordsPerPageAndDefaultsToTheFirstPageOfOneHundred() {
		assertThat(EndOfDayRequest.of(TradeProvider.ProviderB, "2026-03-04", null, "2147483647", "1000").page())
			.isEqualTo(new PageRequest(Integer.MAX_VALUE, 1000));
		assertThat(EndOfDayRequest.of(TradeProvider.ProviderB, "2026-03-04", null, null, null))
			.isEqualTo(new EndOfDayRequest(TradeProvider.ProviderB, LocalDate.of(2026, 3, 4), List.of(),
					new PageRequest(1, 100)));
	}

	@Test
	void keepsEachIsinOnceInIsinOrder() {
		String other = "AT0000A0E9W5";
		assertThat(EndOfDayRequest.of(TradeProvider.ProviderA, "2026-03-04", List.of(ISIN, other, ISIN), "1", "100")
			.isins()).containsExactly(other, ISIN);
	}

	@Test
	void rejectsAnIsinWithAWrongCheckDigitOrOfWrongLength() {
		for (String isin : List.of(TestIsins.withWrongCheckDigit(ISIN), ISIN + "0", "DE000716460")) {
			assertThatThrownBy(() -> EndOfDayRequest.of(TradeProvider.ProviderA, "2026-03-04", List.of(isin), "1",
					"100"))
				.isInstanceOfSatisfying(InvalidInput.class, ex -> assertThat(ex.errors()).containsOnlyKeys("isins"));
		}
	}

	@Test
	void acceptsAThousandIsinsAndNoMore() {
		List<String> isins = new ArrayList<>();
		while (isins.size() < EndOfDayRequest.MAX_ISINS) {
			String isin = TestIsins.random();
			if (!isins.contains(isin)) {
				isins.add(isin);
			}
		}
		assertThat(EndOfDayRequest.of(TradeProvider.ProviderA, "2026-03-04", isins, "1", "100").isins()).hasSize(1000);
		isins.add(ISIN);
		assertThatThrownBy(() -> EndOfDayRequest.of(TradeProvider.ProviderA, "2026-03-04", isins, "1", "100"))
			.isInstanceOfSatisfying(InvalidInput.class, ex -> assertThat(ex.errors()).containsOnlyKeys("isins"));
	}
}
