package dev.kontor.identity.throttling;

import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.AbstractDataSource;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The throttle as several instances run it: each throttle here has its own memory over the application's data
 * source (H2 or PostgreSQL), as each instance would.
 */
class AttemptThrottleTest extends HttpTest {

	private static final ThrottlingSettings SETTINGS = new ThrottlingSettings(true, 3, 100, 3, 50,
			Duration.ofMinutes(1), Duration.ofMinutes(15), Duration.ofHours(1), Duration.ofSeconds(2), 1000);

	@Autowired
	DataSource dataSource;

	private final MutableClock clock = MutableClock.stoppedAt(Instant.now().truncatedTo(ChronoUnit.MILLIS));

	@Test
	void failuresOnTwoInstancesAddUpAndTheInstanceWithTheLastOneLocksAtOnce() {
		AttemptThrottle first = instance(clock);
		AttemptThrottle second = instance(clock);
		AttemptKey client = newClient();

		first.recordFailure(client);
		second.recordFailure(client);
		assertThat(first.lockout(client)).isEmpty();
		first.recordFailure(client);

		assertThat(first.lockout(client)).contains(new Lockout(AttemptKind.CLIENT, Duration.ofMinutes(1)));
	}

	@Test
	void anotherInstanceLearnsALockoutWhenItNextLooksAtTheDatabase() {
		AttemptThrottle first = instance(clock);
		AttemptThrottle second = instance(clock);
		second.refresh();
		AttemptKey client = newClient();
		for (int failure = 0; failure < 3; failure++) {
			first.recordFailure(client);
		}
		assertThat(second.lockout(client)).as("before its next look").isEmpty();

		clock.advance(Duration.ofSeconds(2));
		second.refresh();

		assertThat(second.lockout(client)).contains(new Lockout(AttemptKind.CLIENT, Duration.ofSeconds(58)));
	}

	@Test
	void anInstanceStartingLearnsTheLockoutsRunning() {
		AttemptKey user = AttemptKey.user("user-" + UUID.randomUUID());
		AttemptThrottle first = instance(clock);
		for (int failure = 0; failure < 3; failure++) {
			first.recordFailure(user);
		}
		clock.advance(Duration.ofSeconds(30));

		AttemptThrottle started = instance(clock);
		started.refresh();

		assertThat(started.lockout(user)).contains(new Lockout(AttemptKind.USER, Duration.ofSeconds(30)));
	}

	@Test
	void aFailureSeenByAnInstanceThatHadNotHeardOfTheLockoutLearnsItWithoutGrowingIt() {
		AttemptThrottle first = instance(clock);
		AttemptThrottle second = instance(clock);
		AttemptKey client = newClient();
		for (int failure = 0; failure < 3; failure++) {
			first.recordFailure(client);
		}
		clock.advance(Duration.ofSeconds(10));

		second.recordFailure(client);

		assertThat(second.lockout(client)).contains(new Lockout(AttemptKind.CLIENT, Duration.ofSeconds(50)));
	}

	@Test
	void concurrentFirstFailuresOnTwoInstancesAllCount() throws Exception {
		List<AttemptThrottle> instances = List.of(instance(clock), instance(clock));
		AttemptKey address = AttemptKey.clientAddress("198.51.100." + (int) (Math.random() * 250));
		AttemptKey client = newClient();
		List<Callable<Void>> failures = new ArrayList<>();
		for (int failure = 0; failure < 2; failure++) {
			AttemptThrottle instance = instances.get(failure);
			failures.add(() -> {
				instance.recordFailure(client, address);
				return null;
			});
		}
		try (ExecutorService threads = Executors.newFixedThreadPool(2)) {
			for (var result : threads.invokeAll(failures)) {
				result.get();
			}
		}

		instances.get(0).recordFailure(client);

		assertThat(instances.get(0).lockout(client)).isPresent();
	}

	@Test
	void aSuccessStartsTheCountAgainOnEveryInstance() {
		AttemptThrottle first = instance(clock);
		AttemptThrottle second = instance(clock);
		AttemptKey user = AttemptKey.user("user-" + UUID.randomUUID());
		first.recordFailure(user);
		first.recordFailure(user);

		second.recordSuccess(user);
		first.recordFailure(user);
		first.recordFailure(user);

		assertThat(first.lockout(user)).isEmpty();
	}

	@Test
	void whetherAKeyIsLockedOutIsAnsweredWithoutTheDatabase() {
		JdbcClient unreachable = JdbcClient.create(new AbstractDataSource() {

			@Override
			public java.sql.Connection getConnection() throws SQLException {
				throw new SQLException("the database must not be asked");
			}

			@Override
			public java.sql.Connection getConnection(String username, String password) throws SQLException {
				return getConnection();
			}
		});
		AttemptThrottle throttle = new AttemptThrottle(new FailedAttempts(unreachable, new TransactionTemplate()),
				SETTINGS, clock);

		for (int request = 0; request < 1000; request++) {
			assertThat(throttle.lockout(newClient(), AttemptKey.clientAddress("127.0.0.1"))).isEmpty();
		}
	}

	@Test
	void countsAreDeletedOnceForgottenAndTheirKeysStartAgain() {
		AttemptThrottle throttle = instance(clock);
		AttemptKey once = newClient();
		AttemptKey locked = newClient();
		throttle.recordFailure(once);
		for (int failure = 0; failure < 3; failure++) {
			throttle.recordFailure(locked);
		}

		clock.advance(Duration.ofHours(1).plusSeconds(1));
		throttle.forgetOldCounts();

		assertThat(rowCount(once)).isZero();
		assertThat(rowCount(locked)).isZero();
		throttle.recordFailure(locked);
		assertThat(throttle.lockout(locked)).as("counted from one again").isEmpty();
	}

	@Test
	void aDisabledThrottleCountsNothing() {
		ThrottlingSettings off = new ThrottlingSettings(false, 1, 1, 1, 1, Duration.ofMinutes(1),
				Duration.ofMinutes(15), Duration.ofHours(1), Duration.ofSeconds(2), 1000);
		AttemptThrottle throttle = new AttemptThrottle(store(), off, clock);
		AttemptKey client = newClient();

		throttle.recordFailure(client);

		assertThat(throttle.lockout(client)).isEmpty();
		assertThat(rowCount(client)).isZero();
	}

	private AttemptThrottle instance(MutableClock clock) {
		return new AttemptThrottle(store(), SETTINGS, clock);
	}

	private FailedAttempts store() {
		return new FailedAttempts(JdbcClient.create(dataSource),
				new TransactionTemplate(new DataSourceTransactionManager(dataSource)));
	}

	private long rowCount(AttemptKey key) {
		return JdbcClient.create(dataSource)
			.sql("SELECT COUNT(*) FROM failed_attempts WHERE throttle_key = :key")
			.param("key", key.stored())
			.query(Long.class)
			.single();
	}

	private static AttemptKey newClient() {
		return AttemptKey.client("client-" + UUID.randomUUID());
	}
}
