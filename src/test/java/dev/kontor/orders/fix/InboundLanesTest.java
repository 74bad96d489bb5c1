package dev.kontor.orders.fix;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Reports applied on lanes: each order's in the order received, those waiting together in one transaction, and the
 * lowest number not yet applied known.
 */
class InboundLanesTest {

	@Test
	void eachOrdersReportsAreAppliedInTheOrderReceived() {
		List<String> applied = new CopyOnWriteArrayList<>();
		try (InboundLanes lanes = new InboundLanes(4, Runnable::run)) {
			for (int sequence = 1; sequence <= 400; sequence++) {
				String order = "order-" + sequence % 7;
				String report = order + "#" + sequence;
				lanes.apply(order, fill(sequence, () -> applied.add(report)));
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
		try (InboundLanes lanes = new InboundLanes(2, Runnable::run)) {
			assertThat(lanes.lowestUnapplied()).isEqualTo(Integer.MAX_VALUE);
			lanes.apply("slow", fill(5, () -> awaitQuietly(release)));
			lanes.apply("quick", fill(6, () -> {
			}));
			lanes.apply("quick", fill(7, () -> {
			}));

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
		try (InboundLanes lanes = new InboundLanes(2, Runnable::run)) {
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
				lanes.apply("order-" + sequence % 2, fill(sequence, () -> {
				}));
			}
			applying.set(false);
			reader.join();
		}

		assertThat(failed.get()).isNull();
	}

	@Test
	void aReportThatFailsCountsAsAppliedAndTheLaneGoesOn() {
		assertTheLaneGoesOnAfterAReportThatThrows(() -> {
			throw new IllegalStateException("not applicable");
		});
	}

	@Test
	void reportsWaitingInALaneAreAppliedInOneTransactionWithAtMostOneThatIsNotAnAcknowledgement() {
		CountDownLatch release = new CountDownLatch(1);
		Transactions transactions = new Transactions();
		try (InboundLanes lanes = new InboundLanes(1, transactions)) {
			lanes.apply("order", acknowledgement(1, transactions.writeOnceReleased(1, release)));
			await().atMost(Duration.ofSeconds(5)).until(() -> transactions.started.get() == 1);
			// waiting behind the first: acknowledgements 2 to 40 but fills at 10, 11 and 30
			for (int sequence = 2; sequence <= 40; sequence++) {
				Runnable application = transactions.write(sequence);
				lanes.apply("order", sequence == 10 || sequence == 11 || sequence == 30 ? fill(sequence, application)
						: acknowledgement(sequence, application));
			}
			release.countDown();
		}

		assertThat(transactions.committed).containsExactly(List.of(1), IntStream.rangeClosed(2, 10).boxed().toList(),
				IntStream.rangeClosed(11, 29).boxed().toList(), IntStream.rangeClosed(30, 40).boxed().toList());
	}

	@Test
	void aBatchThatFailsIsAppliedOnceMoreAReportATransaction() {
		CountDownLatch release = new CountDownLatch(1);
		Transactions transactions = new Transactions();
		try (InboundLanes lanes = new InboundLanes(1, transactions)) {
			lanes.apply("order", acknowledgement(1, transactions.writeOnceReleased(1, release)));
			await().atMost(Duration.ofSeconds(5)).until(() -> transactions.started.get() == 1);
			lanes.apply("order", acknowledgement(2, transactions.write(2)));
			lanes.apply("order", acknowledgement(3, () -> {
				throw new IllegalStateException("not applicable");
			}));
			lanes.apply("order", acknowledgement(4, transactions.write(4)));
			release.countDown();

			await().atMost(Duration.ofSeconds(5))
				.untilAsserted(() -> assertThat(lanes.lowestUnapplied()).isEqualTo(Integer.MAX_VALUE));
		}

		// the batch rolled back at report 3, with report 2 written; then 2 and 4 committed alone and 3 rolled back
		assertThat(transactions.rolledBack).containsExactly(List.of(2), List.of());
		assertThat(transactions.committed).containsExactly(List.of(1), List.of(2), List.of(4));
	}

	@Test
	void aReportIsNotCountedAppliedBeforeItsTransactionCommits() {
		CountDownLatch commit = new CountDownLatch(1);
		try (InboundLanes lanes = new InboundLanes(1, work -> {
			work.run();
			awaitQuietly(commit);
		})) {
			lanes.apply("order", acknowledgement(8, () -> {
			}));

			await().during(Duration.ofMillis(300))
				.atMost(Duration.ofSeconds(5))
				.untilAsserted(() -> assertThat(lanes.lowestUnapplied()).isEqualTo(8));
			commit.countDown();
			await().atMost(Duration.ofSeconds(5))
				.untilAsserted(() -> assertThat(lanes.lowestUnapplied()).isEqualTo(Integer.MAX_VALUE));
		}
	}

	@Test
	void aReportThatThrowsAnErrorDoesNotStopItsLane() {
		assertTheLaneGoesOnAfterAReportThatThrows(() -> {
			throw new StackOverflowError("a report too deep to apply");
		});
	}

	@Test
	void closingAppliesWhatIsQueued() {
		List<Integer> applied = new CopyOnWriteArrayList<>();
		InboundLanes lanes = new InboundLanes(2, Runnable::run);
		for (int sequence = 1; sequence <= 50; sequence++) {
			int number = sequence;
			lanes.apply("order", fill(sequence, () -> {
				pause();
				applied.add(number);
			}));
		}

		lanes.close(Duration.ofSeconds(10));

		assertThat(applied).hasSize(50);
	}

	/** A report that throws counts as applied, and the one behind it in its lane is applied. */
	private static void assertTheLaneGoesOnAfterAReportThatThrows(Runnable throwing) {
		List<Integer> applied = new CopyOnWriteArrayList<>();
		try (InboundLanes lanes = new InboundLanes(1, Runnable::run)) {
			lanes.apply("order", fill(3, throwing));
			lanes.apply("order", fill(4, () -> applied.add(4)));

			await().atMost(Duration.ofSeconds(5))
				.untilAsserted(() -> assertThat(lanes.lowestUnapplied()).isEqualTo(Integer.MAX_VALUE));
		}
		assertThat(applied).containsExactly(4);
	}

	private static InboundLanes.Report fill(int sequence, Runnable application) {
		return new InboundLanes.Report(sequence, false, application);
	}

	private static InboundLanes.Report acknowledgement(int sequence, Runnable application) {
		return new InboundLanes.Report(sequence, true, application);
	}

	/**
	 * Transactions as a database runs them, one at a time: what a transaction's reports write is kept when it
	 * commits and dropped when one of them throws. Records the sequence numbers each transaction held.
	 */
	private static final class Transactions implements Consumer<Runnable> {

		final AtomicInteger started = new AtomicInteger();

		final List<List<Integer>> committed = new CopyOnWriteArrayList<>();

		final List<List<Integer>> rolledBack = new CopyOnWriteArrayList<>();

		private final List<Integer> current = new ArrayList<>();

		@Override
		public void accept(Runnable work) {
			started.incrementAndGet();
			current.clear();
			try {
				work.run();
				committed.add(List.copyOf(current));
			}
			catch (RuntimeException failed) {
				rolledBack.add(List.copyOf(current));
				throw failed;
			}
		}

		/** A report's application that writes its sequence number. */
		Runnable write(int sequence) {
			return () -> current.add(sequence);
		}

		/** A report's application that waits for {@code release}, then writes its sequence number. */
		Runnable writeOnceReleased(int sequence, CountDownLatch release) {
			return () -> {
				awaitQuietly(release);
				current.add(sequence);
			};
		}
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
