package dev.kontor.pricefeed.limits;

import java.time.Duration;
import java.util.UUID;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.shared.TooManyRequests;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Document 2 section 8 with the default settings, in the running application (memory buckets on H2, database
 * buckets on PostgreSQL). Its clock runs, so a wait is checked to within the few seconds a test may take.
 */
class PriceFeedRateLimitsTest extends HttpTest {

	@Autowired
	PriceFeedRateLimits limits;

	@Test
	void fullSnapshotAllowsTwoCallsEvery30Seconds() {
		assertAllowsThenRefuses(limits::fullSnapshot, 2, Duration.ofSeconds(30));
	}

	@Test
	void historyAllowsFifteenCallsEvery60Seconds() {
		assertAllowsThenRefuses(limits::history, 15, Duration.ofSeconds(60));
	}

	@Test
	void endOfDayPricesAllowThirtyCallsEvery30Seconds() {
		assertAllowsThenRefuses(limits::endOfDayPrices, 30, Duration.ofSeconds(30));
	}

	@Test
	void quoteStreamMessagesAllowSixtyEvery60Seconds() {
		assertAllowsThenRefuses(limits::streamMessage, 60, Duration.ofSeconds(60));
	}

	@Test
	void theThreeLimitsCountSeparately() {
		String client = newClient();
		limits.fullSnapshot(client);
		limits.fullSnapshot(client);
		assertThat(catchThrowableOfType(TooManyRequests.class, () -> limits.fullSnapshot(client))).isNotNull();

		limits.history(client);
		limits.endOfDayPrices(client);
	}

	private static void assertAllowsThenRefuses(Consumer<String> limit, int calls, Duration period) {
		String client = newClient();
		for (int call = 0; call < calls; call++) {
			limit.accept(client);
		}

		TooManyRequests refusal = catchThrowableOfType(TooManyRequests.class, () -> limit.accept(client));

		assertThat(refusal).isNotNull();
		assertThat(refusal.retryAfter()).isLessThanOrEqualTo(period).isGreaterThan(period.minusSeconds(10));
		limit.accept(newClient());
	}

	private static String newClient() {
		return "client-" + UUID.randomUUID();
	}
}
