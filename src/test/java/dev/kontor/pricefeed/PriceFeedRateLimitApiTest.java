package dev.kontor.pricefeed;

import java.time.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.Http;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/** The rate limits of document 2 section 8 over HTTP, per OAuth client, hit exactly at their bounds. */
class PriceFeedRateLimitApiTest extends PriceFeedHttpTest {

	@Autowired
	MutableClock clock;

	@AfterEach
	void resetClock() {
		clock.reset();
	}

	@Test
	void aClientGetsTwoFullSnapshotsEveryThirtySecondsWhileDeltasStayFree() {
		assertThat(http.get(API + "/quotes", reader).status()).isEqualTo(200);
		assertThat(http.get(API + "/quotes", reader).status()).isEqualTo(200);

		Http.Response refused = http.get(API + "/quotes", reader);

		assertProblem(refused, 429, null);
		long retryAfter = Long.parseLong(refused.header("Retry-After"));
		assertThat(retryAfter).isBetween(1L, 30L);
		assertThat(http.get(API + "/quotes?lastTimeStamp=0", reader).status()).isEqualTo(200);
		assertThat(http.get(API + "/quotes", token(tenantId, "pricefeed.read")).status()).isEqualTo(200);
		clock.advance(Duration.ofSeconds(retryAfter));
		assertThat(http.get(API + "/quotes", reader).status()).isEqualTo(200);
	}

	@Test
	void aClientGetsThirtyEndOfDayPagesEveryThirtySeconds() {
		String eodPrices = API + "/eod-prices?date=2026-11-20";
		for (int call = 1; call <= 30; call++) {
			assertThat(http.get(eodPrices, reader).status()).as("call " + call).isEqualTo(200);
		}

		Http.Response refused = http.get(eodPrices, reader);

		assertProblem(refused, 429, null);
		assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 30L);
		clock.advance(Duration.ofSeconds(30));
		assertThat(http.get(eodPrices, reader).status()).isEqualTo(200);
	}

	@Test
	void aClientGetsFifteenHistoriesEverySixtySeconds() {
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		String history = API + "/quotes/" + isin + "/history";
		for (int call = 1; call <= 15; call++) {
			assertThat(http.get(history, reader).status()).as("call " + call).isEqualTo(200);
		}

		Http.Response refused = http.get(history, reader);

		assertProblem(refused, 429, null);
		assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 60L);
		clock.advance(Duration.ofSeconds(60));
		assertThat(http.get(history, reader).status()).isEqualTo(200);
	}
}
