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
		assertLimitedTo(API + "/eod-prices?date=2026-11-20", 30, Duration.ofSeconds(30));
	}

	@Test
	void aClientGetsFifteenHistoriesEverySixtySeconds() {
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		assertLimitedTo(API + "/quotes/" + isin + "/history", 15, Duration.ofSeconds(60));
	}

	/** {@code calls} calls pass, the next is refused until the period has passed. */
	void assertLimitedTo(String path, int calls, Duration period) {
		for (int call = 1; call <= calls; call++) {
			assertThat(http.get(path, reader).status()).as("call " + call).isEqualTo(200);
		}

		Http.Response refused = http.get(path, reader);

		assertProblem(refused, 429, null);
		assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, period.toSeconds());
		clock.advance(period);
		assertThat(http.get(path, reader).status()).isEqualTo(200);
	}
}
