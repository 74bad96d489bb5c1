package dev.kontor.shared.ratelimit;

import java.time.Clock;
import java.time.Duration;

import javax.sql.DataSource;

import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;

import org.springframework.scheduling.annotation.Scheduled;

/**
 * Buckets in PostgreSQL's {@code rate_limit_buckets}, shared by every instance on the database: each call locks
 * the caller's row ({@code SELECT … FOR UPDATE}), so two instances never both take the last token. A row expires
 * once its bucket would be full again and is then deleted by {@link #removeExpired()}.
 */
final class DatabaseBuckets implements Buckets {

	static final String TABLE = "rate_limit_buckets";

	private static final int REMOVAL_BATCH = 1000;

	private final PostgreSQLSelectForUpdateBasedProxyManager<String> proxyManager;

	DatabaseBuckets(DataSource dataSource, Clock clock) {
		this.proxyManager = Bucket4jPostgreSQL.selectForUpdateBasedBuilder(dataSource)
			.primaryKeyMapper(PrimaryKeyMapper.STRING)
			.table(TABLE)
			.idColumn("id")
			.stateColumn("state")
			.expiresAtColumn("expires_at")
			.clientClock(new ClockTimeMeter(clock))
			.expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(Duration.ZERO))
			.build();
	}

	@Override
	public ConsumptionProbe tryConsume(RateLimit limit, String callerKey) {
		return proxyManager.builder()
			.build(keyOf(limit, callerKey), () -> configurationOf(limit))
			.tryConsumeAndReturnRemaining(1);
	}

	/**
	 * Deletes the rows of expired buckets in batches. Bucket4j writes {@code expires_at} as the system time plus the
	 * time the bucket needs to be full again (that one reckoned on the platform's clock) and compares it with the
	 * system time here; in production the two clocks are the same.
	 */
	@Scheduled(fixedDelayString = "PT10M", initialDelayString = "PT1M")
	void removeExpired() {
		while (proxyManager.removeExpired(REMOVAL_BATCH) == REMOVAL_BATCH) {
			// another full batch may be waiting
		}
	}

	/**
	 * {@code pricefeed.quotes.history:15/PT1M:<client id>}. A stored bucket keeps the configuration it was made with,
	 * so the key names the configuration: a changed limit starts new buckets instead of living on in the old ones of
	 * clients that never pause for a whole period.
	 */
	static String keyOf(RateLimit limit, String callerKey) {
		return limit.name() + ":" + limit.calls() + "/" + limit.period() + ":" + callerKey;
	}

	private static BucketConfiguration configurationOf(RateLimit limit) {
		return BucketConfiguration.builder().addLimit(limit.bandwidth()).build();
	}
}
