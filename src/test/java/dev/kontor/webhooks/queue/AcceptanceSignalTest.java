package dev.kontor.webhooks.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** The committed batches wait for the stream's reader in the order committed, as many as it takes at a time. */
class AcceptanceSignalTest {

	private final AcceptanceSignal signal = new AcceptanceSignal();

	@Test
	void theReaderTakesTheCommittedBatchesOldestFirstAndEachOnce() {
		List<UUID> committed = IntStream.range(0, 5).mapToObj(i -> UUID.randomUUID()).toList();
		committed.forEach(signal::committed);

		assertThat(signal.takeCommitted(3)).containsExactlyElementsOf(committed.subList(0, 3));
		assertThat(signal.takeCommitted(3)).containsExactlyElementsOf(committed.subList(3, 5));
		assertThat(signal.takeCommitted(3)).isEmpty();
		assertThat(signal.takeDropped()).isFalse();
	}

	@Test
	void pastTheBoundIdsAreDroppedAndTheReaderIsToldToLookForThemOnce() {
		for (int i = 0; i <= AcceptanceSignal.HELD; i++) {
			signal.committed(UUID.randomUUID());
		}

		assertThat(signal.takeDropped()).isTrue();
		assertThat(signal.takeDropped()).isFalse();
		assertThat(signal.takeCommitted(AcceptanceSignal.HELD + 1)).hasSize(AcceptanceSignal.HELD);
	}
}
