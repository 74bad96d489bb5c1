package dev.kontor.aml.monitoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.aml.audit.Actor;
import dev.kontor.shared.NotFound;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.aml.monitoring.MonitoringRecordFixtures.body;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The one-active-record rule under concurrent creates, and screening hits recorded through {@link MonitoringHits}
 * (alone, repeated and concurrent).
 */
class MonitoringRecordConcurrencyTest extends HttpTest {

	private static final int CONCURRENT = 8;

	@Autowired
	private MonitoringHits hits;

	private MonitoringRecordFixtures aml;

	@BeforeEach
	void tenant() {
		aml = new MonitoringRecordFixtures(platform, http);
	}

	@Test
	void concurrentCreatesForOneCustomerLeaveExactlyOneActiveRecord() throws Exception {
		String customerId = aml.newCustomer();

		List<Integer> statuses = all(() -> aml.create("pep-records", body("pep-records", customerId)).status());

		assertThat(statuses).containsOnly(200, 422);
		assertThat(statuses).filteredOn(status -> status == 200).hasSize(1);
		JsonNode listed = http.get("/api/v3/aml/pep-records?includeInActiveRecords=true", aml.reader).json();
		assertThat(listed.size()).isEqualTo(1);
		assertThat(listed.get(0).get("isActive").asBoolean()).isTrue();
	}

	@Test
	void aHitCreatesAnActiveUnbannedRecordWithTheProviderAsSource() {
		UUID customerId = UUID.fromString(aml.newCustomer());
		UUID actor = UUID.randomUUID();

		UUID id = hits.recordHit(aml.tenantId, customerId, MonitoringFamily.Other, "p".repeat(40), "r".repeat(70),
				Actor.platform(actor));

		JsonNode record = http.get("/api/v3/aml/other-records", aml.reader).json().get(0);
		assertThat(record.get("id").asString()).isEqualTo(id.toString());
		assertThat(record.get("customerId").asString()).isEqualTo(customerId.toString());
		assertThat(record.get("isActive").asBoolean()).isTrue();
		assertThat(record.get("isBanned").asBoolean()).isFalse();
		assertThat(record.get("recordType").asString()).isEqualTo("Other");
		assertThat(record.get("informationSource").asString()).isEqualTo("p".repeat(36));
		assertThat(record.get("reason").asString()).isEqualTo("r".repeat(64));
		assertThat(record.get("createdUserId").asString()).isEqualTo(actor.toString());
		assertThat(record.get("dateStart")).isEqualTo(record.get("createdDate"));
	}

	@Test
	void aHitForACustomerWithAnActiveRecordAnswersThatRecord() {
		String customerId = aml.newCustomer();
		String existing = aml.createActive("sanction-records", customerId);

		UUID id = hits.recordHit(aml.tenantId, UUID.fromString(customerId), MonitoringFamily.Sanction, "Provider",
				"match", Actor.platform(UUID.randomUUID()));

		assertThat(id.toString()).isEqualTo(existing);
		assertThat(http.get("/api/v3/aml/sanction-records?includeInActiveRecords=true", aml.reader).json().size())
			.isEqualTo(1);
		UUID pep = hits.recordHit(aml.tenantId, UUID.fromString(customerId), MonitoringFamily.Pep, "Provider",
				"match", Actor.platform(UUID.randomUUID()));
		assertThat(pep.toString()).as("each family has its own active record").isNotEqualTo(existing);
	}

	@Test
	void concurrentHitsForOneCustomerAgreeOnOneRecord() throws Exception {
		UUID customerId = UUID.fromString(aml.newCustomer());

		List<UUID> ids = all(() -> hits.recordHit(aml.tenantId, customerId, MonitoringFamily.Pep, "Provider", "hit",
				Actor.platform(UUID.randomUUID())));

		assertThat(Set.copyOf(ids)).hasSize(1);
		JsonNode listed = http.get("/api/v3/aml/pep-records?includeInActiveRecords=true", aml.reader).json();
		assertThat(listed.size()).isEqualTo(1);
		assertThat(listed.get(0).get("id").asString()).isEqualTo(ids.get(0).toString());
	}

	@Test
	void aHitForAnUnknownCustomerIsRefused() {
		UUID foreignCustomer = UUID.fromString(new MonitoringRecordFixtures(platform, http).newCustomer());

		assertThatThrownBy(() -> hits.recordHit(aml.tenantId, foreignCustomer, MonitoringFamily.Pep, "Provider",
				"hit", Actor.platform(UUID.randomUUID())))
			.isInstanceOf(NotFound.class);
		Http.Response listed = http.get("/api/v3/aml/pep-records?includeInActiveRecords=true", aml.reader);
		assertThat(listed.json().size()).isZero();
	}

	/** Runs {@link #CONCURRENT} copies of {@code task}, released together, and answers their results. */
	private static <T> List<T> all(Callable<T> task) throws Exception {
		CountDownLatch start = new CountDownLatch(1);
		try (ExecutorService executor = Executors.newFixedThreadPool(CONCURRENT)) {
			List<Future<T>> futures = new ArrayList<>();
			for (int i = 0; i < CONCURRENT; i++) {
				futures.add(executor.submit(() -> {
					start.await();
					return task.call();
				}));
			}
			start.countDown();
			List<T> results = new ArrayList<>();
			for (Future<T> future : futures) {
				results.add(future.get());
			}
			return results;
		}
	}
}
