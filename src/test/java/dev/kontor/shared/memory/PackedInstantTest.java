package dev.kontor.shared.memory;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PackedInstantTest {

	static final Instant AT = Instant.parse("2026-11-30T09:00:00.123456789Z");

	@Test
	void anInstantComesBackToTheNanosecond() {
		long[] longs = new long[3];

		PackedInstant.put(longs, 1, AT);

		assertThat(PackedInstant.get(longs, 1)).isEqualTo(AT);
	}

	@Test
	void aTimeIsAfterTheHeldInstantOnlyWhenLaterByASecondOrANanosecond() {
		long[] longs = new long[2];
		PackedInstant.put(longs, 0, AT);

		assertThat(PackedInstant.isAfter(AT.plusNanos(1), longs, 0)).isTrue();
		assertThat(PackedInstant.isAfter(AT.plusSeconds(1).minusNanos(200_000_000), longs, 0)).isTrue();
		assertThat(PackedInstant.isAfter(AT, longs, 0)).isFalse();
		assertThat(PackedInstant.isAfter(AT.minusNanos(1), longs, 0)).isFalse();
		assertThat(PackedInstant.isAfter(AT.minusSeconds(1).plusNanos(200_000_000), longs, 0)).isFalse();
	}
}
