package dev.kontor.orders.fix;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** Reports applied on lanes: each order's in the order received, and the lowest number not yet applied known. */
class InboundLanesTest {

	@Test
	void eachOrdersReportsAreAppliedInTheOrderReceived() {
		List<String> applied = new CopyOnWriteArrayList<>();
		try (InboundLanes lanes = new InboundLanes(4)) {
			for (int sequence = 1; sequence <= 400; sequence++) {
				String order = "order-" + sequence % 7;
				String report = order + "#" + sequence;
				lanes.apply(order, sequence, () -> applied.add(report));
			}
		}

		assertThat(applied).hasSize(400);
		for (int order = 0; order < 7; order++) {
			String prefix = "order-" + order + "#";
			List<Integer> numbers = applied.stream()
				.filter(report -> report.startsWith(prefix))
				.map(report -> Integer.valueOf(report.substring(prefix.length())))
				.toList();
			assertThat(numbers).isSorted().isNotEmpty();
		}
	}

	@Test
	void theLowestNumberNotAppliedHoldsUntilItsReportIsApplied() throws InterruptedException {
		CountDownLatch release = new CountDownLatch(1);
		try (InboundLanes lanes = new InboundLanes(2)) {
			assertThat(lanes.lowestUnapplied()).isEqualTo(Integer.MAX_VALUE);
			lanes.apply("slow", 5, () -> awaitQuietly(release));
			lanes.apply("quick", 6, () -> {
			});
			lanes.apply("quick", 7, () -> {
			});

			await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> assertThat(lanes.lowestUnapplied()).isEqualTo(5));
			release.countDown();
			await().atMost(Duration.ofSeconds(5))
				.untilAsserted(() -> assertThat(lanes.lowestUnapplied()).isEqualTo(Integer.MAX_VALUE));
		}
	}

	@Test
	void theLowestNumberNotAppliedIsReadWhileLanesApplyTheLastReports() throws InterruptedException {
		AtomicReference<Throwable> failed = new AtomicReference<>();
		AtomicBoolean applying = new AtomicBoolean(true);
		try (InboundLanes lanes = new InboundLanes(2)) {
			Thread reader = Thread.ofPlatform().start(() -> {
				while (applying.get() && failed.get() == null) {
					try {
						lanes.lowestUnapplied();
					}
					catch (RuntimeException wrong) {
						failed.set(wrong);
					}
				}
			});
			// each report is applied at once, so the lanes keep emptying while the reader looks
			for (int sequence = 1; sequence <= 200_000 && failed.get() == null; sequence++) {
				lanes.apply("order-" + sequence % 2, sequence, () -> {
				});
			}
			applying.set(false);
			reader.join();
		}

		assertThat(failed.get()).isNull();
	}

	@Test
	void aReportThatFailsCountsAsAppliedAndTheLaneGoesOn() {
		List<Integer> applied = new CopyOnWriteArrayList<>();
		try (InboundLanes lanes = new InboundLanes(1)) {
			lanes.apply("order", 3, () -> {
				throw new IllegalStateException("not applicable");
			});
			lanes.apply("order", 4, () -> applied.add(4));

			await().atMost(Duration.ofSeconds(5))
				.untilAsserted(() -> assertThat(lanes.lowestUnapplied()).isEqualTo(Integer.MAX_VALUE));
		}
		assertThat(applied).containsExactly(4);
	}

	@Test
	void closingAppliesWhatIsQueued() {
		List<Integer> applied = new CopyOnWriteArrayList<>();
		InboundLanes lanes = new InboundLanes(2);
		for (int sequence = 1; sequence <= 50; sequence++) {
			int number = sequence;
			lanes.apply("order", sequence, () -> {
				pause();
				applied.add(number);
			});
		}

		lanes.close(Duration.ofSeconds(10));

		assertThat(applied).hasSize(50);
	}

	private static void awaitQuietly(CountDownLatch latch) {
		try {
			latch.await(10, TimeUnit.SECONDS);
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}

	private static void pause() {
		try {
			Thread.sleep(1);
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
