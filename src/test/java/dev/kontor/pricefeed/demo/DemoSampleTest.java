package dev.kontor.pricefeed.demo;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.calendars.MarketCalendar;
import dev.kontor.pricefeed.instruments.InstrumentDefinition;
import dev.kontor.shared.Isins;

import static org.assertj.core.api.Assertions.assertThat;

/** The demo sample is what the operator could upload: real ISINs with their check digits, on both providers. */
class DemoSampleTest {

	private final DemoSample sample = new DemoSample(JsonMapper.builder().build());

	@Test
	void everyIsinOfTheSampleHasItsCheckDigit() {
		assertThat(sample.instruments()).hasSizeGreaterThanOrEqualTo(20)
			.allSatisfy(instrument -> assertThat(Isins.isValid(instrument.isinCode())).as(instrument.isinCode())
				.isTrue());
		assertThat(sample.orderSupport())
			.allSatisfy(item -> assertThat(Isins.isValid(item.isinCode())).as(item.isinCode()).isTrue());
	}

	@Test
	void theSampleCoversBothProvidersAndItsOrderSupportRefersToItsInstruments() {
		assertThat(sample.instruments()).extracting(InstrumentDefinition::provider)
			.contains(TradeProvider.ProviderA, TradeProvider.ProviderB);
		assertThat(sample.orderSupport()).allSatisfy(item -> assertThat(sample.instruments())
			.anyMatch(i -> i.provider() == item.provider() && i.isinCode().equals(item.isinCode())));
	}

	@Test
	void calendarsOfXetraAndNewYorkTradeMondayToFridayAndTheDemoMarketEveryDay() {
		Map<String, MarketCalendar> calendars = sample.calendars();
		assertThat(calendars).containsOnlyKeys("XETR", "XNYS", "DEMO");
		List.of("XETR", "XNYS")
			.forEach(mic -> assertThat(calendars.get(mic).workingDays()).extracting(d -> d.dayOfWeek())
				.containsExactly(1, 2, 3, 4, 5));
		assertThat(calendars.get("DEMO").workingDays()).allSatisfy(day -> {
			assertThat(day.startHour()).isZero();
			assertThat(day.endHour()).isEqualTo(23);
		}).extracting(d -> d.dayOfWeek()).containsExactly(1, 2, 3, 4, 5, 6, 7);
		assertThat(calendars.get("DEMO").holidays()).isEmpty();
		assertThat(calendars.get("XETR").holidays()).extracting(h -> h.date().toString())
			.contains("2026-01-01", "2026-04-03", "2026-04-06", "2026-05-01", "2026-12-24", "2026-12-25",
					"2026-12-31");
	}
}
