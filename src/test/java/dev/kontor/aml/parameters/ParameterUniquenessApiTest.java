package dev.kontor.aml.parameters;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DuplicateKeyException;

import dev.kontor.testing.Http;

import static dev.kontor.aml.parameters.ParameterFamily.AggregateTransactionCount;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerCashBalance;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerSector;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * One active record per key and no overlapping active ranges, also under concurrent writes; and the read API the
 * risk calculation uses.
 */
class ParameterUniquenessApiTest extends ParameterHttpTest {

	@Autowired
	AmlParameters amlParameters;

	@Autowired
	ParameterStore store;

	@ParameterizedTest
	@EnumSource(ParameterFamily.class)
	void aSecondActiveRecordWithTheSameKeyAnswers422NamingTheKey(ParameterFamily family) {
		create(family, ParameterBodies.body(family, 0));
		String key = family == CustomerCashBalance ? "minAmount" : ParameterBodies.ownFields(family).get(0);

		assertProblem(post(family, ParameterBodies.body(family, 0)), 422, key);
		Map<String, Object> inactive = ParameterBodies.body(family, 0);
		inactive.put("isActive", false);
		String inactiveId = create(family, inactive);
		assertProblem(put(family, inactiveId, ParameterBodies.body(family, 0)), 422, key);
		String other = create(family, ParameterBodies.body(family, 1));
		assertProblem(put(family, other, ParameterBodies.body(family, 0)), 422, key);
	}

	@Test
	void adjacentCashBalanceRangesDoNotOverlapButSharedAmountsDo() {
		create(CustomerCashBalance, cashBalance(0, 1000, "EUR"));
		create(CustomerCashBalance, cashBalance(1000, 5000, "EUR"));
		create(CustomerCashBalance, cashBalance(5000, null, "EUR"));
		create(CustomerCashBalance, cashBalance(500, 2000, "USD"));

		Http.Response overlapping = post(CustomerCashBalance, cashBalance(500, 2000, "EUR"));
		assertProblem(overlapping, 422, "minAmount");
		assertThat(overlapping.json().get("errors").get("minAmount").get(0).asString()).contains("[0, 1000)");
		assertProblem(post(CustomerCashBalance, cashBalance(9000, 10000, "EUR")), 422, "minAmount");
		assertProblem(post(CustomerCashBalance, cashBalance(4999.9999, null, "EUR")), 422, "minAmount");
		assertThat(post(CustomerCashBalance, inactive(cashBalance(500, 2000, "EUR"))).status())
			.as("inactive records may overlap")
			.isEqualTo(200);
	}

	@Test
	void updatesAndActivationsMustKeepRangesApart() {
		String low = create(CustomerCashBalance, cashBalance(0, 1000, "EUR"));
		String high = create(CustomerCashBalance, cashBalance(1000, 2000, "EUR"));
		String parked = create(CustomerCashBalance, inactive(cashBalance(1500, 3000, "EUR")));

		assertProblem(put(CustomerCashBalance, high, cashBalance(999, 2000, "EUR")), 422, "minAmount");
		assertThat(put(CustomerCashBalance, low, cashBalance(0, 900, "EUR")).status()).as("its own range")
			.isEqualTo(200);
		assertProblem(put(CustomerCashBalance, parked, cashBalance(1500, 3000, "EUR")), 422, "minAmount");
		assertThat(makeInactive(CustomerCashBalance, high).status()).isEqualTo(200);
		assertThat(put(CustomerCashBalance, parked, cashBalance(1500, 3000, "EUR")).status()).isEqualTo(200);
	}

	@Test
	void concurrentCreatesOfOneKeyLeaveExactlyOneActiveRecord() throws Exception {
		List<Integer> statuses = concurrently(8, i -> post(CustomerSector, ParameterBodies.body(CustomerSector, 0)));

		assertThat(statuses).containsOnly(200, 422);
		assertThat(statuses).filteredOn(status -> status == 200).hasSize(1);
		assertThat(http.get(ParameterBodies.path(CustomerSector), reader).json().size()).isEqualTo(1);
	}

	@Test
	void concurrentOverlappingRangesLeaveOneActiveRecord() throws Exception {
		List<Integer> statuses = concurrently(8,
				i -> post(CustomerCashBalance, cashBalance(i * 100, i * 100 + 1000, "EUR")));

		assertThat(statuses).containsOnly(200, 422);
		assertThat(statuses).filteredOn(status -> status == 200).hasSize(1);
		assertThat(http.get(ParameterBodies.path(CustomerCashBalance), reader).json().size()).isEqualTo(1);
	}

	@Test
	void theRiskCalculationReadsTheActiveRecordsOfTheCallersTenantOnly() {
		String cash = create(CustomerCashBalance, cashBalance(0, 1000, "EUR"));
		String count = create(AggregateTransactionCount, ParameterBodies.body(AggregateTransactionCount, 0));
		String parked = create(CustomerSector, ParameterBodies.body(CustomerSector, 0));
		makeInactive(CustomerSector, parked);
		platform.newTenant();

		List<ParameterRecord> active = amlParameters.active(tenantId);

		assertThat(active).extracting(r -> r.id().toString()).containsExactlyInAnyOrder(cash, count);
		ParameterRecord cashBalance = amlParameters.active(tenantId, CustomerCashBalance).get(0);
		assertThat(cashBalance.ownFields()).containsEntry("currencyCode", "EUR").containsKey("maxAmount");
		assertThat(cashBalance.rangeContains(BigDecimal.ZERO)).isTrue();
		assertThat(cashBalance.rangeContains(new BigDecimal("999.9999"))).isTrue();
		assertThat(cashBalance.rangeContains(new BigDecimal("1000"))).isFalse();
		assertThat(cashBalance.riskFactor()).isEqualTo(2);
	}

	@Test
	void theDatabaseRefusesASecondActiveRecordOfOneKeyWrittenWithoutTheLock() {
		String id = create(CustomerSector, ParameterBodies.body(CustomerSector, 0));
		ParameterRecord first = amlParameters.active(tenantId, CustomerSector).get(0);
		ParameterRecord copy = new ParameterRecord(UUID.randomUUID(), tenantId, CustomerSector, true, 5, false,
				first.fields(), first.keeping());

		assertThatThrownBy(() -> store.insert(copy)).isInstanceOf(DuplicateKeyException.class);
		assertThat(amlParameters.active(tenantId, CustomerSector)).extracting(r -> r.id().toString())
			.containsExactly(id);
	}

	private List<Integer> concurrently(int requests, IntFunction<Http.Response> request) throws Exception {
		CountDownLatch start = new CountDownLatch(1);
		List<Future<Http.Response>> answers = new ArrayList<>();
		try (ExecutorService threads = Executors.newFixedThreadPool(requests)) {
			for (int i = 0; i < requests; i++) {
				int index = i;
				answers.add(threads.submit(() -> {
					start.await();
					return request.apply(index);
				}));
			}
			start.countDown();
		}
		List<Integer> statuses = new ArrayList<>();
		for (Future<Http.Response> answer : answers) {
			Http.Response response = answer.get();
			assertThat(response.status()).as(response.toString()).isIn(200, 422);
			statuses.add(response.status());
		}
		return statuses;
	}

	private static Map<String, Object> cashBalance(Number min, Number max, String currency) {
		Map<String, Object> body = new HashMap<>(Map.of("isActive", true, "riskFactor", 2, "minAmount", min,
				"currencyCode", currency));
		if (max != null) {
			body.put("maxAmount", max);
		}
		return body;
	}

	private static Map<String, Object> inactive(Map<String, Object> body) {
		body.put("isActive", false);
		return body;
	}
}
