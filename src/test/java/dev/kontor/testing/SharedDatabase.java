package dev.kontor.testing;

import java.sql.SQLException;

import org.h2.tools.Server;
import org.jspecify.annotations.Nullable;

import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * A database of its own that the test's application and the instances it starts as processes share, and that
 * outlives any of them killed with SIGKILL: on PostgreSQL a schema beside the suite's ({@link OwnDatabase}), on H2 an
 * in-memory database that the test's JVM serves over TCP on loopback. An instance killed on H2 loses its connections
 * as it would lose them to PostgreSQL: the server rolls back what it had not committed. The H2 server runs until the
 * JVM ends, since the test's application context is closed only after the test class's own last callback.
 */
public final class SharedDatabase {

	private final String name;

	private final String url;

	/** The H2 server, none on PostgreSQL. */
	private final @Nullable Server server;

	private SharedDatabase(String name, String url, @Nullable Server server) {
		this.name = name;
		this.url = url;
		this.server = server;
	}

	/** The database {@code name}: on H2 its server started now, on PostgreSQL the schema (made by the migrations). */
	public static SharedDatabase named(String name) {
		if (TestDatabaseProfiles.isPostgres()) {
			return new SharedDatabase(name, OwnDatabase.postgresUrl(name), null);
		}
		try {
			Server server = Server
				.createTcpServer("-tcpPort", String.valueOf(FreePorts.pick()), "-ifNotExists", "-tcpDaemon")
				.start();
			return new SharedDatabase(name, "jdbc:h2:tcp://127.0.0.1:" + server.getPort() + "/mem:" + name
					+ ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000", server);
		}
		catch (SQLException notStarted) {
			throw new IllegalStateException("Could not start the H2 server", notStarted);
		}
	}

	/** The test's application on this database, migrated by it (after cleaning, on PostgreSQL). */
	public void use(DynamicPropertyRegistry registry) {
		if (server == null) {
			OwnDatabase.use(registry, name);
		}
		else {
			registry.add("spring.datasource.url", () -> url);
		}
	}

	/** The argument that puts an instance started by {@link OtherInstance} on this database. */
	public String argument() {
		return "--spring.datasource.url=" + url;
	}
}
