package dev.kontor.shared.jdbc;

import java.sql.DatabaseMetaData;

import javax.sql.DataSource;

import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;

/** Which database the platform runs on: PostgreSQL in production, H2 embedded; a few features differ. */
public final class Databases {

	private Databases() {
	}

	/** The database's product name as its driver reports it ("PostgreSQL", "H2"). */
	public static String productNameOf(DataSource dataSource) {
		try {
			return JdbcUtils.extractDatabaseMetaData(dataSource, DatabaseMetaData::getDatabaseProductName);
		}
		catch (MetaDataAccessException ex) {
			throw new IllegalStateException("The database does not tell what it is", ex);
		}
	}

	public static boolean isPostgres(String productName) {
		return "PostgreSQL".equals(productName);
	}
}
