package dev.kontor.aml.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Concurrent changes of one record: each either succeeds with its own entry, whose before is the state it replaced,
 * or answers 409; none overwrites another unseen.
 */
class AuditConcurrencyTest extends HttpTest {

	private static final int CONCURRENT = 8;

	private AmlTenant aml;

	@BeforeEach
	void tenant() {
		aml = new AmlTenant(http, platform);
	}

	@Test
	void concurrentUpdatesOfAParameterRecordLoseNoUpdate() throws Exception {
		String id = aml.parameter("customer-sector", 1, Map.of("sectorCode", "K64"));

		List<Http.Response> answers = all(i -> http.putJson("/api/v3/aml/parameters/customer-sector/" + id,
				aml.integrator, Map.of("isActive", true, "riskFactor", 2 + i, "sectorCode", "K64")));

		assertNoLostUpdate(answers, "?entity=ParameterRecord&id=" + id, 1);
		JsonNode listed = http.get("/api/v3/aml/parameters/customer-sector", aml.integrator).json().get(0);
		assertThat(listed).isEqualTo(newest("?entity=ParameterRecord&id=" + id).get("after"));
	}

	@Test
	void concurrentUpdatesOfAMonitoringRecordLoseNoUpdate() throws Exception {
		String customer = aml.client("k-1", Map.of());
		String id = aml.monitoringRecord("sanction-records", customer, false);

		List<Http.Response> answers = all(i -> http.putJson("/api/v3/aml/sanction-records/" + id, aml.integrator,
				Map.of("customerId", customer, "isActive", true, "reason", "change " + i)));

		assertNoLostUpdate(answers, "?entity=MonitoringRecord&id=" + id, 1);
		JsonNode listed = http.get("/api/v3/aml/sanction-records", aml.integrator).json().get(0);
		assertThat(listed).isEqualTo(newest("?entity=MonitoringRecord&id=" + id).get("after"));
	}

	@Test
	void concurrentCashBalanceReportsLoseNoUpdate() throws Exception {
		String customer = aml.client("k-1", Map.of());

		List<Http.Response> answers = all(i -> http.putJson("/api/v3/aml/customers/" + customer + "/cash-balance",
				aml.integrator, Map.of("cashBalance", 100 + i, "currencyCode", "EUR")));

		assertNoLostUpdate(answers, "?entity=CashBalance&id=" + customer, 0);
	}

	/**
	 * Every answer 200 or 409 (at least one 200; a 409 only when requests met); one entry per 200 on top of the
	 * {@code earlier} ones, each entry's before the after of the one before it, and the 200s' bodies the afters of
	 * the newest entries.
	 */
	private void assertNoLostUpdate(List<Http.Response> answers, String query, int earlier) {
		assertThat(answers).extracting(Http.Response::status).isSubsetOf(200, 409).contains(200);
		answers.stream()
			.filter(answer -> answer.status() == 409)
			.forEach(conflict -> assertThat(conflict.header("Content-Type")).startsWith("application/problem+json"));
		List<JsonNode> succeeded = answers.stream().filter(a -> a.status() == 200).map(Http.Response::json).toList();
		List<JsonNode> entries = http.get("/api/v3/aml/audit" + query, aml.integrator).json().valueStream().toList();
		assertThat(entries).hasSize(succeeded.size() + earlier);
		assertThat(entries.getLast().get("before").isNull()).isTrue();
		for (int i = 0; i + 1 < entries.size(); i++) {
			assertThat(entries.get(i).get("before")).as("entry %d's before", i)
				.isEqualTo(entries.get(i + 1).get("after"));
		}
		assertThat(entries.subList(0, succeeded.size())).extracting(e -> e.get("after"))
			.containsExactlyInAnyOrderElementsOf(succeeded);
	}

	private JsonNode newest(String query) {
		return http.get("/api/v3/aml/audit" + query, aml.integrator).json().get(0);
	}

	/** Runs {@link #CONCURRENT} requests, the i-th made by {@code request}, released together. */
	private static List<Http.Response> all(IntFunction<Http.Response> request) throws Exception {
		CountDownLatch start = new CountDownLatch(1);
		try (ExecutorService executor = Executors.newFixedThreadPool(CONCURRENT)) {
			List<Future<Http.Response>> futures = new ArrayList<>();
			for (int i = 0; i < CONCURRENT; i++) {
				int index = i;
				Callable<Http.Response> task = () -> {
					start.await();
					return request.apply(index);
				};
				futures.add(executor.submit(task));
			}
			start.countDown();
			List<Http.Response> answers = new ArrayList<>();
			for (Future<Http.Response> future : futures) {
				answers.add(future.get());
			}
			return answers;
		}
	}
}
