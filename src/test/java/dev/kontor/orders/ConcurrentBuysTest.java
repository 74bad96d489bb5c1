package dev.kontor.orders;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * 16 buys of one client at once, each worth 102 with its fee, against 510 of cash: exactly five are accepted, the
 * others refused for want of cash, and never more is reserved than the account holds. The same clientOrderId sent
 * 16 times at once makes one order. PostgreSQL only ({@code KONTOR_TEST_DB=postgres}): H2 serialises the requests.
 */
class ConcurrentBuysTest extends HttpTest {

	private static final int BUYERS = 16;

	@Autowired
	Accounts accounts;

	@Test
	void concurrentBuysNeverReserveMoreThanTheCash() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "16 concurrent requests need PostgreSQL");
		OrdersTenant tenant = new OrdersTenant(http, platform, accounts);
		tenant.fund("510");

		List<Integer> statuses = Races.run(IntStream.range(0, BUYERS)
			.<Callable<Integer>>mapToObj(i -> () -> tenant.place(tenant.order("race-" + i, "Buy", "Limit", "Day",
					"quantity", "1", "limitPrice", "100")).status())
			.toList());

		assertThat(statuses).containsOnly(201, 422);
		assertThat(statuses.stream().filter(status -> status == 201).count()).isEqualTo(5);
		assertThat(tenant.reservedCash()).isEqualByComparingTo("510");
		assertThat(tenant.availableCash()).isZero();
	}

	@Test
	void oneClientOrderIdSentAtOnceMakesOneOrder() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "16 concurrent requests need PostgreSQL");
		OrdersTenant tenant = new OrdersTenant(http, platform, accounts);
		tenant.fund("1000");

		List<String> ids = Races.run(IntStream.range(0, BUYERS)
			.<Callable<String>>mapToObj(i -> () -> tenant.place(tenant.order("same", "Buy", "Limit", "Day",
					"quantity", "1", "limitPrice", "100")).json().get("id").asString())
			.toList());

		assertThat(ids).hasSize(BUYERS).containsOnly(ids.getFirst());
		assertThat(tenant.reservedCash()).isEqualByComparingTo("102");
	}
}
