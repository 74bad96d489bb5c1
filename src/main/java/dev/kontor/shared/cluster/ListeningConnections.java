package dev.kontor.shared.cluster;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Properties;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;

/**
 * Opens the listening connection: the application's database, user and driver settings, but outside its pool (the
 * connection lives as long as the instance). The channel is named after the schema, so that installations (and test
 * runs) sharing one database in schemas of their own hear only their own changes.
 */
final class ListeningConnections {

	private static final int MAX_IDENTIFIER_LENGTH = 63;

	private final DataSource pool;

	private final String channel;

	ListeningConnections(DataSource pool, String schema) {
		this.pool = pool;
		String name = "kontor_changes_" + schema.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
		this.channel = name.length() > MAX_IDENTIFIER_LENGTH ? name.substring(0, MAX_IDENTIFIER_LENGTH) : name;
	}

	String channel() {
		return channel;
	}

	Connection open() throws SQLException {
		HikariDataSource hikari = pool.isWrapperFor(HikariDataSource.class) ? pool.unwrap(HikariDataSource.class)
				: null;
		if (hikari == null) {
			// a pool that is not Hikari's: its settings cannot be copied, so a connection is borrowed for good
			return pool.getConnection();
		}
		Properties properties = new Properties();
		properties.putAll(hikari.getDataSourceProperties());
		if (hikari.getUsername() != null) {
			properties.setProperty("user", hikari.getUsername());
		}
		if (hikari.getPassword() != null) {
			properties.setProperty("password", hikari.getPassword());
		}
		properties.setProperty("ApplicationName", channel);
		// a question on a connection broken without a word fails after this many seconds instead of hanging
		properties.setProperty("socketTimeout", "10");
		return DriverManager.getConnection(hikari.getJdbcUrl(), properties);
	}
}
