package dev.kontor.clients.kistam;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.clients.ClientSettings;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The church tax benchmark's harness ({@code bench/kistam/run.sh}, not part of the suite: it runs only with {@code
 * -Dkontor.bench.kistam=true} on PostgreSQL). It seeds Onboarded client records with tax ids by SQL, subscribes a
 * webhook receiver to {@code ClientKistamQueryResultReceived}, then times the yearly run: the yearly queries made,
 * sent to the simulated tax authority (with its configured delay) and every answer stored on its client record with
 * its event, as two instances would run it (two threads each making and answering).
 */
class KistamBench extends HttpTest {

	private static final int CLIENTS = Integer.getInteger("kontor.bench.clients", 100_000);

	private static final int INSTANCES = Integer.getInteger("kontor.bench.instances", 2);

	@Autowired
	YearlyKistam yearly;

	@Autowired
	KistamAnswers answers;

	@Autowired
	ClientSettings settings;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	NamedParameterJdbcTemplate batch;

	@Test
	void yearlyRun() throws Exception {
		assumeTrue(Boolean.getBoolean("kontor.bench.kistam") && TestDatabaseProfiles.isPostgres(),
				"the church tax benchmark runs from bench/kistam/run.sh");
		UUID tenantId = platform.newTenant();
		try (WebhookReceiver receiver = new WebhookReceiver()) {
			assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId", tenantId,
					"url", receiver.url(), "eventTypes", List.of("ClientKistamQueryResultReceived")))
				.status()).isEqualTo(201);
			long seedStart = System.nanoTime();
			seed(tenantId);
			double seedSeconds = (System.nanoTime() - seedStart) / 1e9;
			int year = Instant.now().atZone(ZoneOffset.UTC).getYear();
			Instant createdBefore = Instant.now().plusSeconds(1);

			long start = System.nanoTime();
			List<Callable<Integer>> instances = IntStream.range(0, INSTANCES)
				.<Callable<Integer>>mapToObj(i -> () -> {
					int made = yearly.makeYearly(year, createdBefore);
					answers.answerDue();
					return made;
				})
				.toList();
			int made = Races.run(instances).stream().mapToInt(Integer::intValue).sum();
			answers.answerDue();
			double seconds = (System.nanoTime() - start) / 1e9;

			long answered = count(tenantId, "SELECT COUNT(*) FROM kistam_queries WHERE tenant_id = :t AND reason = "
					+ "'Yearly' AND status = 'Answered'");
			long queried = count(tenantId, "SELECT COUNT(*) FROM clients WHERE tenant_id = :t AND "
					+ "church_tax_queried_date IS NOT NULL");
			long events = count(tenantId, "SELECT COUNT(*) FROM webhook_events WHERE tenant_id = :t "
					+ "AND type = 'ClientKistamQueryResultReceived'");
			String report = report(seedSeconds, made, seconds, answered, queried, events);
			Path results = Path.of("bench", "results");
			Files.createDirectories(results);
			String stamp = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(Instant.now());
			Files.writeString(results.resolve("kistam-" + stamp + ".md"), report);
			Files.writeString(results.resolve("kistam-latest.md"), report);
			assertThat(made).isEqualTo(CLIENTS);
			assertThat(answered).isEqualTo(CLIENTS);
			assertThat(queried).isEqualTo(CLIENTS);
		}
	}

	private void seed(UUID tenantId) {
		UUID user = UUID.randomUUID();
		jdbc.sql("""
				INSERT INTO clients (id, tenant_id, status, client_key, client_type, name, surname, liable_to_tax,
				  has_identity_user, communication_with_post_allowed, communication_with_email_allowed,
				  communication_with_phone_allowed, created_date, updated_date, created_user_id, updated_user_id)
				SELECT gen_random_uuid(), :t, 'Onboarded', 'kistam-' || g, 'Retail', 'Erika', 'Mustermann', TRUE,
				  FALSE, TRUE, TRUE, FALSE, now() - interval '1 day', now() - interval '1 day', :u, :u
				FROM generate_series(1, :n) g""")
			.param("t", tenantId)
			.param("u", user)
			.param("n", CLIENTS)
			.update();
		List<String> taxIds = TaxIds.valid(CLIENTS, 33);
		SqlParameterSource[] rows = IntStream.range(0, CLIENTS)
			.mapToObj(i -> new MapSqlParameterSource("key", "kistam-" + (i + 1)).addValue("taxId", taxIds.get(i))
				.addValue("t", tenantId))
			.toArray(SqlParameterSource[]::new);
		batch.batchUpdate("UPDATE clients SET tax_identification_number = :taxId WHERE tenant_id = :t "
				+ "AND client_key = :key", rows);
		jdbc.sql("ANALYZE clients").update();
		jdbc.sql("CHECKPOINT").update();
	}

	private long count(UUID tenantId, String sql) {
		return jdbc.sql(sql).param("t", tenantId).query(Long.class).single();
	}

	private String report(double seedSeconds, int made, double seconds, long answered, long queried, long events) {
		return "# Yearly church tax run (Kistam)\n\n"
				+ String.format("%,d Onboarded client records with a tax id of one tenant seeded by SQL in %.1f s.%n%n",
						CLIENTS, seedSeconds)
				+ "| Figure | Value |\n|---|---|\n"
				+ String.format("| instances (threads making and answering at once) | %d |%n", INSTANCES)
				+ String.format("| simulated authority delay per query | %s |%n", settings.kistamDelay())
				+ String.format("| batch size, workers per instance | %d, %d |%n", settings.kistamBatchSize(),
						settings.kistamWorkers())
				+ String.format("| yearly queries made | %,d |%n", made)
				+ String.format("| queries Answered | %,d |%n", answered)
				+ String.format("| client records with the answer | %,d |%n", queried)
				+ String.format("| webhook events stored | %,d |%n", events)
				+ String.format("| **yearly run, made to all answered** | **%.1f s** (target: 60 s) |%n", seconds)
				+ String.format("| queries per second | %,.0f |%n", answered / seconds);
	}
}
