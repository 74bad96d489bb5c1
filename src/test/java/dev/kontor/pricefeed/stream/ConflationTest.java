package dev.kontor.pricefeed.stream;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

class ConflationTest {

	private final ExecutorService executor = Executors.newSingleThreadExecutor();

	private final CountDownLatch release = new CountDownLatch(1);

	private final List<String> consumed = new CopyOnWriteArrayList<>();

	/** A consumer stuck on its first value, as a sender is on a client that does not read. */
	private final Conflation<String, String> conflation = new Conflation<>(executor, value -> {
		consumed.add(value);
		awaitRelease();
	});

	@AfterEach
	void stop() {
		release.countDown();
		executor.shutdownNow();
	}

	@Test
	void aSlowConsumerGetsTheNewestValueOfEachKeyAndNoBacklog() {
		conflation.offer("A", "A0");
		await().until(() -> consumed.size() == 1);

		for (int i = 1; i <= 1000; i++) {
			conflation.offer("A", "A" + i);
			conflation.offer("B", "B" + i);
			conflation.offer("C", "C" + i);
			assertThat(conflation.waiting()).isLessThanOrEqualTo(3);
		}
		release.countDown();

		await().until(() -> consumed.size() == 4);
		assertThat(consumed).containsExactly("A0", "A1000", "B1000", "C1000");
		assertThat(conflation.waiting()).isZero();
	}

	@Test
	void forgottenKeysAreNotHandedOn() {
		conflation.offer("A", "A0");
		await().until(() -> consumed.size() == 1);
		conflation.offer("B", "B1");
		conflation.offer("C", "C1");

		conflation.forget(List.of("B"));
		release.countDown();

		await().until(() -> consumed.size() == 2);
		assertThat(consumed).containsExactly("A0", "C1");
	}

	@Test
	void theDrainTellsWhenItHasHandedOnTheLastValueWaiting() {
		List<Runnable> drains = new ArrayList<>();
		List<String> seen = new ArrayList<>();
		Conflation<String, String> told = new Conflation<>(drains::add, seen::add, () -> seen.add("drained"));

		told.offer("A", "A0");
		drains.removeFirst().run();
		told.offer("B", "B0");
		told.offer("C", "C0");
		assertThat(drains).as("one drain for both").hasSize(1);
		drains.removeFirst().run();

		assertThat(seen).containsExactly("A0", "drained", "B0", "C0", "drained");
	}

	private void awaitRelease() {
		try {
			release.await(10, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
