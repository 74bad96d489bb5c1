package db.migration.pricefeed;

import java.sql.Statement;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

import dev.kontor.shared.jdbc.Databases;

/**
 * Leaves room in the pages of the bars and latest quotes, which every group of quotes updates, so that PostgreSQL
 * updates their rows in place (HOT) instead of writing new versions and index entries; and has them vacuumed
 * after a small share of changed rows rather than 20 %. PostgreSQL only: H2 has neither setting, and the same
 * migrations run on both.
 */
public class V2026_11_24_91__PriceFeedTablesUpdatedInPlace extends BaseJavaMigration {

	private static final String[] POSTGRES = {
			"ALTER TABLE pricefeed_bars SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0.02)",
			"ALTER TABLE pricefeed_latest_quotes SET (fillfactor = 30, autovacuum_vacuum_scale_factor = 0.02)" };

	@Override
	public void migrate(Context context) throws Exception {
		if (!Databases.isPostgres(context.getConnection().getMetaData().getDatabaseProductName())) {
			return;
		}
		try (Statement statement = context.getConnection().createStatement()) {
			for (String sql : POSTGRES) {
				statement.execute(sql);
			}
		}
	}
}
