package dev.kontor.shared.cluster;

import javax.sql.DataSource;

import org.springframework.context.SmartLifecycle;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.shared.jdbc.Databases;

/** {@link ClusterChanges} on the application's database: PostgreSQL's notifications, or in the process on H2. */
@Configuration(proxyBeanMethods = false)
class ClusterChangesConfiguration {

	@Bean(destroyMethod = "close")
	Subscriptions changeSubscriptions() {
		return new Subscriptions();
	}

	@Bean
	ClusterChanges clusterChanges(DataSource dataSource, JdbcClient jdbc, Subscriptions subscriptions) {
		if (!Databases.isPostgres(Databases.productNameOf(dataSource))) {
			return new InProcessChanges(subscriptions);
		}
		String schema = jdbc.sql("SELECT current_schema()").query(String.class).single();
		return new PostgresChanges(jdbc, new ListeningConnections(dataSource, schema), subscriptions);
	}

	/** Listens from early in the start (before the web server takes requests) to the end. */
	@Bean
	SmartLifecycle clusterChangesListener(ClusterChanges changes) {
		return new SmartLifecycle() {

			private volatile boolean running;

			@Override
			public void start() {
				if (changes instanceof PostgresChanges postgres) {
					postgres.start();
				}
				running = true;
			}

			@Override
			public void stop() {
				if (changes instanceof PostgresChanges postgres) {
					postgres.stop();
				}
				running = false;
			}

			@Override
			public boolean isRunning() {
				return running;
			}

			@Override
			public int getPhase() {
				return Integer.MIN_VALUE + 1000;
			}
		};
	}
}
