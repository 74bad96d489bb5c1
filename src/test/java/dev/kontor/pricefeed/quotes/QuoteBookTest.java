package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.QuotesStored;
import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** The in-memory latest quotes and their snapshots, without Spring. */
class QuoteBookTest {

	static final Instant T0 = Instant.parse("2026-11-23T09:00:00Z");

	@Test
	void announcesTheQuotesItTakesInAndNotThoseNoNewerThanItHolds() {
		List<Object> announced = new ArrayList<>();
		QuoteBook book = new QuoteBook(Clock.systemUTC(), announced::add);

		book.apply(List.of(tick(1, 1, T0), tick(1, 2, T0)));
		book.apply(List.of(tick(1, 1, T0)));
		book.apply(List.of(tick(1, 1, T0.plusSeconds(1))));

		assertThat(announced).map(event -> ((QuotesStored) event).quotes().stream().map(LiveQuote::isinCode).toList())
			.containsExactly(List.of(isin(1, 1), isin(1, 2)), List.of(isin(1, 1)));
		assertThat(((QuotesStored) announced.getLast()).quotes().getFirst())
			.isEqualTo(new LiveQuote(TradeProvider.ProviderA, isin(1, 1), T0.plusSeconds(1), "Open", BigDecimal.ONE,
					BigDecimal.TWO, null, null));
	}

	@Test
	void deltaSnapshotsNeverMissOrRepeatAQuoteUnderConcurrentIngest() throws Exception {
		QuoteBook book = new QuoteBook(Clock.systemUTC());
		int writers = 4;
		int instrumentsPerWriter = 3000;

		Map<String, Instant> view = deltasReadWhileWriting(book, writers, writer -> {
			for (int instrument = 0; instrument < instrumentsPerWriter; instrument++) {
				book.apply(List.of(tick(writer, instrument, T0)));
			}
		});

		Map<String, Instant> finalState = new HashMap<>();
		book.all(TradeProvider.ProviderA, null).forEach(quote -> finalState.put(quote.isinCode(), quote.dateTime()));
		assertThat(finalState).hasSize(writers * instrumentsPerWriter);
		assertThat(view).isEqualTo(finalState);
	}

	@Test
	void deltaSnapshotsGiveEachInstrumentsNewestQuoteWhileWritersReplaceTheSameInstruments() throws Exception {
		QuoteBook book = new QuoteBook(Clock.systemUTC());
		int writers = 4;
		int instruments = 500;
		int rounds = 40;

		Map<String, Instant> view = deltasReadWhileWriting(book, writers, writer -> {
			for (int round = 0; round < rounds; round++) {
				book.apply(ticks(0, instruments, T0.plusMillis(round * writers + writer)));
			}
		});

		Instant newest = T0.plusMillis((rounds - 1) * writers + writers - 1);
		assertThat(view).hasSize(instruments).allSatisfy((isin, dateTime) -> assertThat(dateTime).isEqualTo(newest));
	}

	@Test
	void aDeltaHoldsOnlyTheQuotesStampedSinceInIsinOrderEachOnce() {
		MutableMillis clock = new MutableMillis(1_000);
		QuoteBook book = new QuoteBook(clock);
		book.apply(List.of(tick(0, 7, T0), tick(0, 3, T0), tick(0, 5, T0)));
		long timeStamp = book.snapshot(TradeProvider.ProviderA, null, null).timeStamp();

		clock.millis = 2_000;
		book.apply(List.of(tick(0, 7, T0.plusSeconds(1)), tick(0, 3, T0.plusSeconds(1))));
		book.apply(List.of(tick(0, 7, T0.plusSeconds(2))));
		QuoteBook.Snapshot delta = book.snapshot(TradeProvider.ProviderA, null, timeStamp);

		assertThat(delta.quotes()).extracting(Quote::isinCode, Quote::dateTime)
			.containsExactly(tuple(isin(0, 3), T0.plusSeconds(1)), tuple(isin(0, 7), T0.plusSeconds(2)));
		assertThat(book.snapshot(TradeProvider.ProviderA, null, delta.timeStamp()).quotes()).isEmpty();
		assertThat(book.snapshot(TradeProvider.ProviderA, null, Long.MAX_VALUE).quotes()).isEmpty();
		assertThat(book.snapshot(TradeProvider.ProviderA, null, Long.MIN_VALUE).quotes()).extracting(Quote::isinCode)
			.containsExactly(isin(0, 3), isin(0, 5), isin(0, 7));
	}

	@Test
	void fullSnapshotsAndListsAreInIsinOrderWhateverOrderTheQuotesCameIn() {
		MutableMillis clock = new MutableMillis(1_000);
		QuoteBook book = new QuoteBook(clock);
		List<Tick> shuffled = new ArrayList<>(ticks(3, 200, T0));
		Collections.shuffle(shuffled, new Random(19));
		book.apply(shuffled.subList(0, 100));
		clock.millis = 2_000;
		book.apply(shuffled.subList(100, 200));
		clock.millis = 3_000;

		List<String> expected = IntStream.range(0, 200).mapToObj(i -> isin(3, i)).toList();
		assertThat(book.snapshot(TradeProvider.ProviderA, null, null).quotes()).extracting(Quote::isinCode)
			.containsExactlyElementsOf(expected);
		assertThat(book.all(TradeProvider.ProviderA, null)).extracting(Quote::isinCode)
			.containsExactlyElementsOf(expected);
		assertThat(book.snapshot(TradeProvider.ProviderA, null, 1_500L).quotes()).extracting(Quote::isinCode)
			.isSorted()
			.hasSize(100);
	}

	@Test
	void aQuoteTakenInAfterASnapshotInTheSameMillisecondComesInTheNextOne() {
		MutableMillis clock = new MutableMillis(1_000);
		QuoteBook book = new QuoteBook(clock);
		book.apply(ticks(0, 1, T0));

		QuoteBook.Snapshot first = book.snapshot(TradeProvider.ProviderA, null, null);
		book.apply(ticks(1, 1, T0));
		QuoteBook.Snapshot next = book.snapshot(TradeProvider.ProviderA, null, first.timeStamp());

		assertThat(first.quotes()).extracting(Quote::isinCode).containsExactly(isin(0, 0));
		assertThat(next.timeStamp()).isGreaterThan(first.timeStamp());
		assertThat(next.quotes()).extracting(Quote::isinCode).containsExactly(isin(1, 0));
	}

	@Test
	void aClockSetBackNeitherRepeatsNorHidesQuotes() {
		MutableMillis clock = new MutableMillis(5_000);
		QuoteBook book = new QuoteBook(clock);
		book.apply(ticks(0, 1, T0));
		long timeStamp = book.snapshot(TradeProvider.ProviderA, null, null).timeStamp();

		clock.millis = 3_000;
		book.apply(ticks(0, 1, T0.plusSeconds(1)));
		QuoteBook.Snapshot afterSetBack = book.snapshot(TradeProvider.ProviderA, null, timeStamp);
		QuoteBook.Snapshot again = book.snapshot(TradeProvider.ProviderA, null, afterSetBack.timeStamp());

		assertThat(afterSetBack.timeStamp()).isGreaterThan(timeStamp);
		assertThat(afterSetBack.quotes()).extracting(Quote::dateTime).containsExactly(T0.plusSeconds(1));
		assertThat(again.quotes()).isEmpty();
		assertThat(again.timeStamp()).isEqualTo(afterSetBack.timeStamp());
	}

	@Test
	void anOlderQuoteDoesNotReplaceANewerOne() {
		QuoteBook book = new QuoteBook(Clock.systemUTC());
		book.apply(ticks(0, 1, T0.plusSeconds(5)));
		book.apply(ticks(0, 1, T0));

		assertThat(book.latest(TradeProvider.ProviderA, isin(0, 0))).map(Quote::dateTime)
			.contains(T0.plusSeconds(5));
	}

	/**
	 * Starts the writers (each given its number) at once with a reader that takes a full snapshot and then deltas
	 * until the writers are done, and one more after; answers the reader's view of each ISIN's dateTime.
	 */
	static Map<String, Instant> deltasReadWhileWriting(QuoteBook book, int writers, IntConsumer write)
			throws Exception {
		AtomicBoolean writing = new AtomicBoolean(true);
		Set<String> received = ConcurrentHashMap.newKeySet();
		Map<String, Instant> view = new HashMap<>();
		CountDownLatch start = new CountDownLatch(1);
		try (ExecutorService pool = Executors.newFixedThreadPool(writers + 1)) {
			List<Future<?>> writes = new ArrayList<>();
			for (int w = 0; w < writers; w++) {
				int writer = w;
				writes.add(pool.submit(() -> {
					start.await();
					write.accept(writer);
					return null;
				}));
			}
			Future<Long> reader = pool.submit(() -> {
				start.await();
				long timeStamp = readInto(book, null, view, received);
				while (writing.get()) {
					timeStamp = readInto(book, timeStamp, view, received);
				}
				return readInto(book, timeStamp, view, received);
			});
			start.countDown();
			for (Future<?> written : writes) {
				written.get();
			}
			Thread.sleep(5);
			writing.set(false);
			reader.get();
		}
		return view;
	}

	/** Reads a delta into the view, checking that no quote (ISIN and dateTime) comes twice. */
	static long readInto(QuoteBook book, Long since, Map<String, Instant> view, Set<String> received) {
		QuoteBook.Snapshot snapshot = book.snapshot(TradeProvider.ProviderA, null, since);
		for (Quote quote : snapshot.quotes()) {
			String version = quote.isinCode() + "@" + quote.dateTime();
			assertThat(received.add(version)).as("received twice: " + version).isTrue();
			view.put(quote.isinCode(), quote.dateTime());
		}
		assertThat(since == null || snapshot.timeStamp() >= since).isTrue();
		return snapshot.timeStamp();
	}

	static List<Tick> ticks(int writer, int instruments, Instant dateTime) {
		return IntStream.range(0, instruments).mapToObj(i -> tick(writer, i, dateTime)).toList();
	}

	static Tick tick(int writer, int instrument, Instant dateTime) {
		return new Tick(new QuoteSeries(writer * 100_000 + instrument, TradeProvider.ProviderA,
				isin(writer, instrument), SecurityType.Stocks), new Quote(isin(writer, instrument),
						TradeProvider.ProviderA, dateTime, "Open", BigDecimal.ONE, BigDecimal.TWO, null, null));
	}

	static String isin(int writer, int instrument) {
		return "XX%05d%05d".formatted(writer, instrument);
	}

	/** A clock whose milliseconds the test sets. */
	static final class MutableMillis extends Clock {

		volatile long millis;

		MutableMillis(long millis) {
			this.millis = millis;
		}

		@Override
		public long millis() {
			return millis;
		}

		@Override
		public Instant instant() {
			return Instant.ofEpochMilli(millis);
		}

		@Override
		public ZoneId getZone() {
			return ZoneOffset.UTC;
		}

		@Override
		public Clock withZone(ZoneId zone) {
			throw new UnsupportedOperationException();
		}
	}
}
