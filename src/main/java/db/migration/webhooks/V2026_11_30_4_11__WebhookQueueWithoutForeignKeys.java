package db.migration.webhooks;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Drops the foreign keys of the delivery queue: deliveries to their event and endpoint, attempts to their delivery.
 * Every publishing transaction checked both keys of every delivery it queued, which took half of the time of the
 * delivery's insert and had every publisher lock the same endpoint row (key share); the intake writes an event and
 * its deliveries in one transaction and nothing deletes events, endpoints or deliveries, so the keys guarded
 * nothing the pipeline does not already hold. The keys were created without names, so their names are read from
 * the database's catalogue, which gives them differently in H2 and PostgreSQL.
 */
public class V2026_11_30_4_11__WebhookQueueWithoutForeignKeys extends BaseJavaMigration {

	@Override
	public void migrate(Context context) throws Exception {
		Connection connection = context.getConnection();
		for (String table : List.of("webhook_deliveries", "webhook_attempts")) {
			for (String key : foreignKeysOf(connection, table)) {
				try (Statement statement = connection.createStatement()) {
					statement.execute("ALTER TABLE " + table + " DROP CONSTRAINT \"" + key + "\"");
				}
			}
		}
	}

	private static List<String> foreignKeysOf(Connection connection, String table) throws SQLException {
		String stored = connection.getMetaData().storesUpperCaseIdentifiers() ? table.toUpperCase() : table;
		List<String> keys = new ArrayList<>();
		try (ResultSet rs = connection.getMetaData().getImportedKeys(connection.getCatalog(), connection.getSchema(),
				stored)) {
			while (rs.next()) {
				String name = rs.getString("FK_NAME");
				if (!keys.contains(name)) {
					keys.add(name);
				}
			}
		}
		return keys;
	}
}
