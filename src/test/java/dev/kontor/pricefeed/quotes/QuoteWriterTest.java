package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.TransactionStatus;
import org.springframework.transaction.support.SimpleTransactionStatus;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.testing.NoClusterChanges;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The quote writer's handling of a failed group, without a database. */
class QuoteWriterTest {

	static final QuoteSettings SETTINGS = new QuoteSettings(50_000, 10_000, 200_000, 1, Duration.ofSeconds(30),
			Duration.ofSeconds(1), Duration.ofSeconds(1), 10_000);

	QuoteWriter writer;

	@AfterEach
	void stop() {
		writer.stop();
	}

	@Test
	void aBatchThatFailedOnceIsStoredOnTheSecondTry() throws Exception {
		FailingWrites writes = new FailingWrites(1);
		writer = started(writes);
		List<Tick> ticks = List.of(tick(Instant.parse("2026-11-23T10:00:00Z")));

		CompletableFuture<List<Tick>> stored = writer.submit(ticks);

		assertThat(stored.get(5, TimeUnit.SECONDS)).isEqualTo(ticks);
		assertThat(writes.partInserts.get()).isGreaterThan(1);
	}

	@Test
	void aBatchThatFailsAgainFailsItsRequest() throws Exception {
		writer = started(new FailingWrites(Integer.MAX_VALUE));

		CompletableFuture<List<Tick>> stored = writer.submit(List.of(tick(Instant.parse("2026-11-23T10:00:00Z"))));

		assertThatThrownBy(() -> stored.get(5, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
			.hasCauseInstanceOf(DuplicateKeyException.class);
	}

	@Test
	void theNewestQuoteOfEachInstrumentIsAnnouncedAsReceivedBeforeItIsStored() throws Exception {
		CountDownLatch storing = new CountDownLatch(1);
		HeldWrites writes = new HeldWrites(storing);
		List<Object> announced = new CopyOnWriteArrayList<>();
		writer = started(writes, announced::add);
		Tick earlier = tick(Instant.parse("2026-11-23T10:00:00Z"));
		Tick newest = tick(Instant.parse("2026-11-23T10:00:01Z"));

		CompletableFuture<List<Tick>> stored = writer.submit(List.of(newest, earlier));

		assertThat(announced).containsExactly(new QuotesReceived(List.of(newest.quote().live())));
		assertThat(stored).isNotDone();
		storing.countDown();
		assertThat(stored.get(5, TimeUnit.SECONDS)).containsExactlyInAnyOrder(earlier, newest);
	}

	static QuoteWriter started(QuoteWrites writes) {
		return started(writes, event -> {
		});
	}

	static QuoteWriter started(QuoteWrites writes, ApplicationEventPublisher events) {
		QuoteWriter writer = new QuoteWriter(writes, new TransactionTemplate(new NoTransactions()),
				new QuoteBook(Clock.systemUTC()), new QuoteAnnouncements(new NoClusterChanges()), events, SETTINGS);
		writer.start();
		return writer;
	}

	static Tick tick(Instant dateTime) {
		return new Tick(new QuoteSeries(1, TradeProvider.ProviderA, "DE0007164600", SecurityType.Stocks),
				new Quote("DE0007164600", TradeProvider.ProviderA, dateTime, "Open", BigDecimal.ONE, BigDecimal.TWO,
						null, null));
	}

	/** Writes that store every tick as new and keep nothing: the fakes below change one step each. */
	abstract static class AcceptingWrites implements QuoteWrites {

		@Override
		public List<Tick> insertNewTicks(List<Tick> ticks, TransactionStatus transaction) {
			return ticks;
		}

		@Override
		public void insertBarParts(List<Bar> parts) {
		}

		@Override
		public List<Bar> takeBarParts(int fromSeries, int toSeries) {
			return List.of();
		}

		@Override
		public void reclaimFoldedParts() {
		}

		@Override
		public void mergeBars(BarSpan span, List<Bar> bars) {
		}

		@Override
		public void storeLatest(List<Bar> closingBars, Instant storedAt) {
		}
	}

	/** Writes whose part inserts fail the first {@code failures} times, as a concurrent insert of a tick may. */
	static final class FailingWrites extends AcceptingWrites {

		final AtomicInteger partInserts = new AtomicInteger();

		private final int failures;

		FailingWrites(int failures) {
			this.failures = failures;
		}

		@Override
		public void insertBarParts(List<Bar> parts) {
			if (partInserts.incrementAndGet() <= failures) {
				throw new DuplicateKeyException("Unique index or primary key violation: PK_PRICEFEED_TICKS");
			}
		}
	}

	/** Writes that hold the ticks' insert until the latch is counted down. */
	static final class HeldWrites extends AcceptingWrites {

		private final CountDownLatch released;

		HeldWrites(CountDownLatch released) {
			this.released = released;
		}

		@Override
		public List<Tick> insertNewTicks(List<Tick> ticks, TransactionStatus transaction) {
			try {
				released.await();
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
			return ticks;
		}
	}

	/** Runs the writer's transactions without a database. */
	static final class NoTransactions implements PlatformTransactionManager {

		@Override
		public TransactionStatus getTransaction(TransactionDefinition definition) {
			return new SimpleTransactionStatus();
		}

		@Override
		public void commit(TransactionStatus status) {
		}

		@Override
		public void rollback(TransactionStatus status) {
		}
	}
}
