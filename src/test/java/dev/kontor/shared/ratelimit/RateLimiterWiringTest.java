package dev.kontor.shared.ratelimit;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;

/** With {@code kontor.rate-limits.store=auto}, the application keeps its buckets where its database suggests. */
class RateLimiterWiringTest extends HttpTest {

	@Autowired
	Buckets buckets;

	@Test
	void keepsBucketsInPostgresAndInMemoryOnH2() {
		assertThat(buckets).isInstanceOf(TestDatabaseProfiles.isPostgres() ? DatabaseBuckets.class : LocalBuckets.class);
	}
}
