package dev.kontor.clients.kistam;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The yearly church tax queries: every Onboarded client record with a tax id gets one per year, also when two
 * instances run the job at once; others get none.
 */
class YearlyKistamTest extends HttpTest {

	private static final int CLIENTS = 60;

	@Autowired
	YearlyKistam yearly;

	@Autowired
	JdbcClient jdbc;

	private UUID tenantId;

	private String writer;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read", "clients.write"),
				"clients.read clients.write");
	}

	@Test
	void twoInstancesRunningAtOnceQueryEachClientOnce() throws Exception {
		List<String> onboarded = new ArrayList<>();
		List<String> taxIds = TaxIds.valid(CLIENTS + 1, 33);
		for (int i = 0; i < CLIENTS; i++) {
			String id = KistamClients.create(http, writer, "yearly-" + i, taxIds.get(i));
			assertThat(KistamClients.status(http, writer, id, "Onboarded").status()).isEqualTo(200);
			onboarded.add(id);
		}
		String initial = KistamClients.create(http, writer, "yearly-initial", taxIds.get(CLIENTS));
		String withoutTaxId = KistamClients.create(http, writer, "yearly-without", null);
		KistamClients.status(http, writer, withoutTaxId, "Onboarded");
		int year = 3000 + (int) (System.nanoTime() % 1000);
		Instant createdBefore = Instant.now().plusSeconds(1);

		List<Callable<Integer>> instances = List.of(() -> yearly.makeYearly(year, createdBefore, 7),
				() -> yearly.makeYearly(year, createdBefore, 7));
		List<Integer> made = Races.run(instances);

		Map<String, Integer> yearlyQueries = yearlyQueries(year);
		assertThat(made.get(0) + made.get(1)).as("what both made").isEqualTo(yearlyQueries.values().stream()
			.mapToInt(Integer::intValue)
			.sum());
		assertThat(yearlyQueries.values()).as("one per client").containsOnly(1);
		assertThat(yearlyQueries.keySet()).containsAll(onboarded).doesNotContain(initial, withoutTaxId);
		assertThat(yearly.makeYearly(year, createdBefore, 7)).as("a third run finds all made").isZero();
		assertThat(yearly.makeYearly(year, Instant.now().minusSeconds(3600), 7)).isZero();
	}

	@Test
	void clientsCreatedAfterTheScheduledTimeAreLeftToTheirOnboardingQuery() {
		String id = KistamClients.create(http, writer, "yearly-late", TaxIds.valid(1, 34).getFirst());
		KistamClients.status(http, writer, id, "Onboarded");
		int year = 4000 + (int) (System.nanoTime() % 1000);

		yearly.makeYearly(year, Instant.now().minusSeconds(60));

		assertThat(yearlyQueries(year)).doesNotContainKey(id);
	}

	@Test
	void theScheduledTimeIsTheLatestTheCronNamesWithinAYear() {
		Instant now = ZonedDateTime.of(2026, 11, 29, 8, 0, 0, 0, ZoneOffset.UTC).toInstant();

		assertThat(yearly.latestScheduledTime(now)).isEqualTo(Instant.parse("2026-01-02T03:00:00Z"));
		assertThat(yearly.latestScheduledTime(Instant.parse("2027-01-02T02:59:59Z")))
			.isEqualTo(Instant.parse("2026-01-02T03:00:00Z"));
		assertThat(yearly.latestScheduledTime(Instant.parse("2027-01-02T03:00:00Z")))
			.isEqualTo(Instant.parse("2027-01-02T03:00:00Z"));
	}

	private Map<String, Integer> yearlyQueries(int year) {
		Map<String, Integer> counts = new HashMap<>();
		jdbc.sql("SELECT client_id, COUNT(*) AS n FROM kistam_queries WHERE reason = 'Yearly' AND query_year = :year "
				+ "GROUP BY client_id")
			.param("year", year)
			.query((rs, n) -> Map.entry(rs.getObject("client_id", UUID.class).toString(), rs.getInt("n")))
			.list()
			.forEach(entry -> counts.put(entry.getKey(), entry.getValue()));
		return counts;
	}

}
