package dev.kontor.webhooks.stream;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

import org.flywaydb.core.Flyway;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

import dev.kontor.testing.OwnDatabase;
import dev.kontor.testing.TestDatabaseProfiles;

/**
 * The migration to numbered batches keeps every event where it stood in the stream: a numbered event at its position,
 * one still waiting for its number waiting, one from before the stream outside it.
 */
class EventBatchesMigrationTest {

	private static final String SCHEMA = "event_batches_migration";

	private final DriverManagerDataSource dataSource = TestDatabaseProfiles.isPostgres()
			? new DriverManagerDataSource(OwnDatabase.postgresUrl(SCHEMA), "postgres", "")
			: new DriverManagerDataSource("jdbc:h2:mem:" + SCHEMA + ";DB_CLOSE_DELAY=-1");

	private final Flyway flyway = Flyway.configure()
		.dataSource(dataSource)
		.locations("classpath:db/migration")
		.schemas(TestDatabaseProfiles.isPostgres() ? schemaName() : "PUBLIC")
		.cleanDisabled(false)
		.load();

	private final JdbcClient jdbc = JdbcClient.create(dataSource);

	@AfterEach
	void dropSchema() {
		flyway.clean();
	}

	@Test
	void everyEventKeepsItsPlaceInTheStream() {
		Flyway.configure().configuration(flyway.getConfiguration()).target("2026.11.30.4.40").load().migrate();
		UUID tenant = UUID.randomUUID();
		UUID numbered = insertEvent(tenant, 7L);
		UUID waiting = insertEvent(tenant, null);
		UUID beforeTheStream = insertEvent(tenant, 0L);

		flyway.migrate();

		assertThat(batchOf(numbered)).containsEntry("first_position", 7L).containsEntry("last_position", 7L);
		assertThat(batchOf(waiting)).containsEntry("first_position", null).containsEntry("event_count", 1);
		assertThat(jdbc.sql("SELECT batch_id FROM webhook_events WHERE id = :id")
			.param("id", beforeTheStream)
			.query()
			.singleColumn()).containsExactly((Object) null);
		assertThat(jdbc.sql("SELECT COUNT(*) FROM webhook_event_batches").query(Long.class).single()).isEqualTo(2);
	}

	private UUID insertEvent(UUID tenant, @Nullable Long position) {
		UUID id = UUID.randomUUID();
		jdbc.sql("INSERT INTO webhook_events (id, tenant_id, type, parameters, occurred_at, stream_position) "
				+ "VALUES (:id, :tenant, 'AccountTransaction', '{}', :at, :position)")
			.param("id", id)
			.param("tenant", tenant)
			.param("at", Timestamp.from(Instant.parse("2026-11-30T10:00:00Z")))
			.param("position", position, Types.BIGINT)
			.update();
		return id;
	}

	private Map<String, Object> batchOf(UUID eventId) {
		List<Map<String, Object>> rows = jdbc
			.sql("SELECT e.batch_index, b.event_count, b.first_position, b.last_position FROM webhook_events e "
					+ "JOIN webhook_event_batches b ON b.id = e.batch_id WHERE e.id = :id")
			.param("id", eventId)
			.query()
			.listOfRows();
		assertThat(rows).hasSize(1);
		Map<String, Object> row = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
		row.putAll(rows.getFirst());
		assertThat(row).containsEntry("batch_index", 0);
		return row;
	}

	private static String schemaName() {
		return System.getenv().getOrDefault("KONTOR_TEST_SCHEMA", "kontor_test") + "_" + SCHEMA;
	}
}
