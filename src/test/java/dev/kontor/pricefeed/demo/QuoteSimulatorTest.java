package dev.kontor.pricefeed.demo;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.ActiveProfiles;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.calendars.MarketCalendar;
import dev.kontor.pricefeed.calendars.MarketCalendars;
import dev.kontor.pricefeed.calendars.WorkingDay;
import dev.kontor.pricefeed.quotes.Quote;
import dev.kontor.pricefeed.quotes.QuoteReads;
import dev.kontor.shared.NotFound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The demo profile's quote simulator, in the demo context of {@code DemoDataTest} (same settings, so one context):
 * it quotes the instruments of open markets only, through the ingestion.
 */
@SpringBootTest(properties = "spring.datasource.url=jdbc:h2:mem:kontor-demo;DB_CLOSE_DELAY=-1")
@ActiveProfiles({ "test", "demo" })
class QuoteSimulatorTest {

	/** On the demo market, open around the clock. */
	static final String SAP = "DE0007164600";

	/** On Xetra, with its real calendar. */
	static final String DEUTSCHE_TELEKOM = "DE0005557508";

	static final String APPLE = "US0378331005";

	@Autowired
	QuoteSimulator simulator;

	@Autowired
	MarketCalendars calendars;

	@Autowired
	QuoteReads quotes;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	ApplicationContext context;

	@Test
	void aFirstStartFillsTheLastWeeksSessionsWithAQuoteAMinute() {
		// The week before the context started, which may be minutes before this test runs.
		Instant weekAgo = Instant.ofEpochMilli(context.getStartupDate())
			.minus(QuoteSimulator.BACKFILL)
			.minus(Duration.ofMinutes(1));
		List<Instant> backfilled = backfilled(DEUTSCHE_TELEKOM);

		assertThat(backfilled).hasSizeGreaterThan(2 * 8 * 60).allSatisfy(at -> {
			ZonedDateTime berlin = at.atZone(ZoneId.of("Europe/Berlin"));
			assertThat(at).isAfter(weekAgo);
			assertThat(berlin.getDayOfWeek().getValue()).as(at.toString()).isLessThanOrEqualTo(5);
			assertThat(berlin.toLocalTime()).as(at.toString()).isBetween(LocalTime.of(9, 0), LocalTime.of(17, 29, 59));
		});
	}

	@Test
	void theDemoMarketIsQuotedEveryMinuteOfTheWeek() {
		List<Instant> backfilled = backfilled(SAP);

		assertThat(backfilled).as("a quote a minute, nights and weekends included")
			.hasSizeGreaterThan(7 * 24 * 60 - 20)
			.anySatisfy(at -> assertThat(at.atZone(ZoneId.of("Europe/Berlin")).getDayOfWeek().getValue()).isGreaterThan(5));
	}

	private List<Instant> backfilled(String isin) {
		return jdbc.sql("SELECT t.date_time FROM pricefeed_ticks t JOIN pricefeed_quote_series s "
				+ "ON s.series_id = t.series_id WHERE s.provider = 'ProviderA' AND s.isin_code = :isin "
				+ "AND t.date_time < :recent ORDER BY t.date_time")
			.param("isin", isin)
			.param("recent", OffsetDateTime.now(ZoneOffset.UTC).minusMinutes(10))
			.query((rs, row) -> rs.getObject(1, OffsetDateTime.class).toInstant())
			.list();
	}

	@Test
	void quotesTheInstrumentsOfOpenMarketsOnlyAndMovesTheirPrices() throws InterruptedException {
		calendars.replace("XETR", new MarketCalendar("XETR", IntStream.rangeClosed(1, 7)
			.mapToObj(day -> new WorkingDay(null, day, "UTC", 0, 0, 0, 23, 59, 59))
			.toList(), List.of()));
		calendars.replace("XNYS", new MarketCalendar("XNYS", List.of(), List.of()));

		simulator.tick();
		Quote first = quotes.quote(TradeProvider.ProviderA, SAP, false);
		Thread.sleep(5);
		simulator.tick();
		Quote second = quotes.quote(TradeProvider.ProviderA, SAP, false);

		assertThat(second.dateTime()).isAfter(first.dateTime());
		assertThat(second.bid()).isLessThan(second.ask());
		assertThat(second.status()).isEqualTo("Open");
		assertThatThrownBy(() -> quotes.quote(TradeProvider.ProviderB, APPLE, false)).isInstanceOf(NotFound.class);
	}
}
