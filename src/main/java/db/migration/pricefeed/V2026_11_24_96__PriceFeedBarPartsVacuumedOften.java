package db.migration.pricefeed;

import java.sql.Statement;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

import dev.kontor.shared.jdbc.Databases;

/**
 * Has PostgreSQL vacuum the bar parts whenever some ten thousand of them were folded (deleted), instead of after 20 %
 * of the table: every part is deleted within seconds of its insert, and the space should be reused, not added to.
 * PostgreSQL only: H2 has no such setting, and the same migrations run on both.
 */
public class V2026_11_24_96__PriceFeedBarPartsVacuumedOften extends BaseJavaMigration {

	private static final String POSTGRES = "ALTER TABLE pricefeed_bar_parts SET (autovacuum_vacuum_scale_factor = 0, "
			+ "autovacuum_vacuum_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0, "
			+ "autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_cost_delay = 0)";

	@Override
	public void migrate(Context context) throws Exception {
		if (!Databases.isPostgres(context.getConnection().getMetaData().getDatabaseProductName())) {
			return;
		}
		try (Statement statement = context.getConnection().createStatement()) {
			statement.execute(POSTGRES);
		}
	}
}
