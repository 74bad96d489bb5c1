package dev.kontor.shared.memory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

class SlotTableTest {

	/** A value of the tests: a number, its double and its triple packed as numbers, and a label as an object. */
	record Numbered(long number, long twice, long thrice, @Nullable String label) {

		static Numbered of(long number, @Nullable String label) {
			return new Numbered(number, 2 * number, 3 * number, label);
		}

		boolean isWhole() {
			return twice == 2 * number && thrice == 3 * number;
		}
	}

	static final class NumberedPacking<K> implements SlotTable.Packing<K, Numbered> {

		@Override
		public int longs() {
			return 3;
		}

		@Override
		public int objects() {
			return 1;
		}

		@Override
		public void pack(Numbered value, long[] longs, @Nullable Object[] objects) {
			longs[0] = value.number();
			longs[1] = value.twice();
			longs[2] = value.thrice();
			objects[0] = value.label();
		}

		@Override
		public Numbered unpack(K key, long[] longs, @Nullable Object[] objects) {
			return new Numbered(longs[0], longs[1], longs[2], (String) objects[0]);
		}
	}

	static <K> SlotTable<K, Numbered> table() {
		return new SlotTable<>(new NumberedPacking<>());
	}

	@Test
	void holdsTheLastValuePutForEachKeyAndNothingForAKeyNeverPut() {
		SlotTable<String, Numbered> table = table();

		table.put("a", Numbered.of(1, "first"));
		table.put("b", Numbered.of(2, null));
		table.put("a", Numbered.of(3, "second"));

		assertThat(table.get("a")).isEqualTo(Numbered.of(3, "second"));
		assertThat(table.get("b")).isEqualTo(Numbered.of(2, null));
		assertThat(table.get("c")).isNull();
		assertThat(table.containsKey("a")).isTrue();
		assertThat(table.containsKey("c")).isFalse();
		assertThat(table.size()).isEqualTo(2);
	}

	@Test
	void anObjectPlaceEmptiedByTheNextValueIsReadAsNull() {
		SlotTable<String, Numbered> table = table();

		table.put("a", Numbered.of(1, "label"));
		table.put("a", Numbered.of(2, null));

		assertThat(table.get("a")).isEqualTo(Numbered.of(2, null));
	}

	@Test
	void putIfAbsentKeepsTheValueHeldAndAnswersIt() {
		SlotTable<String, Numbered> table = table();

		assertThat(table.putIfAbsent("a", Numbered.of(1, "first"))).isNull();
		assertThat(table.putIfAbsent("a", Numbered.of(2, "second"))).isEqualTo(Numbered.of(1, "first"));

		assertThat(table.get("a")).isEqualTo(Numbered.of(1, "first"));
	}

	@Test
	void computeIfPresentChangesOnlyAKeyThatHoldsAValue() {
		SlotTable<String, Numbered> table = table();
		table.put("a", Numbered.of(1, "one"));

		assertThat(table.computeIfPresent("a", (key, value) -> Numbered.of(value.number() + 10, key)))
			.isEqualTo(Numbered.of(11, "a"));
		assertThat(table.computeIfPresent("b", (key, value) -> Numbered.of(0, key))).isNull();

		assertThat(table.get("a")).isEqualTo(Numbered.of(11, "a"));
		assertThat(table.containsKey("b")).isFalse();
	}

	@Test
	void aValueIsNeverRemovedByComputeIfPresent() {
		SlotTable<String, Numbered> table = table();
		table.put("a", Numbered.of(1, null));

		assertThatNullPointerException().isThrownBy(() -> table.computeIfPresent("a", (key, value) -> null));
		assertThat(table.get("a")).isEqualTo(Numbered.of(1, null));
	}

	@Test
	void visitsKeysInTheOrderTheyCameAcrossMoreThanOneChunk() {
		SlotTable<Integer, Numbered> table = table();
		int keys = 5_000;
		for (int key = keys - 1; key >= 0; key--) {
			table.put(key, Numbered.of(key, "v" + key));
		}

		Map<Integer, Numbered> visited = new LinkedHashMap<>();
		table.forEach(visited::put);

		assertThat(visited).hasSize(keys);
		assertThat(visited.keySet())
			.containsExactlyElementsOf(IntStream.range(0, keys).map(i -> keys - 1 - i).boxed().toList());
		assertThat(visited.get(1234)).isEqualTo(Numbered.of(1234, "v1234"));
	}

	@Test
	void aLookForValuesHoldingAnObjectFindsThemWithoutTheOthers() {
		SlotTable<Integer, Numbered> table = table();
		for (int key = 0; key < 2_500; key++) {
			table.put(key, Numbered.of(key, key % 1_000 == 7 ? "rare" : null));
		}
		table.put(7, Numbered.of(7, null));

		Map<Integer, Numbered> found = new LinkedHashMap<>();
		table.forEachHolding(0, found::put);

		assertThat(found).containsExactly(Map.entry(1007, Numbered.of(1007, "rare")),
				Map.entry(2007, Numbered.of(2007, "rare")));
		assertThat(table.countHolding(0)).isEqualTo(2);
	}

	@Test
	void aScanByNumberGivesTheValuesNumberedInTheRangeBothEndsIncluded() {
		SlotTable<Integer, Numbered> table = table();
		for (int key = 0; key < 3_000; key++) {
			table.put(key, Numbered.of(key * 10L, "v" + key));
		}
		table.put(5, Numbered.of(99_999, "moved"));

		List<String> found = new ArrayList<>();
		table.forEachNumberedIn(20, 2_040, value -> found.add(value.label()));

		assertThat(found).hasSize(202).startsWith("v2", "v3", "v4", "v6").endsWith("v204").doesNotContain("v5", "moved");
	}

	@Test
	void keysTakenFromManyThreadsAtOnceEachGetTheirOwnSlot() throws Exception {
		SlotTable<Integer, Numbered> table = table();
		int threads = 8;
		int keys = 20_000;
		CountDownLatch start = new CountDownLatch(1);
		try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
			List<Future<?>> writers = new ArrayList<>();
			for (int t = 0; t < threads; t++) {
				int offset = t;
				writers.add(pool.submit(() -> {
					start.await();
					for (int key = offset; key < keys; key += threads) {
						table.put(key, Numbered.of(key * 2L, null));
						table.put(key % 97, Numbered.of(key, null));
					}
					return null;
				}));
			}
			start.countDown();
			for (Future<?> writer : writers) {
				writer.get();
			}
		}

		assertThat(table.size()).isEqualTo(keys);
		Map<Integer, Numbered> seen = new ConcurrentHashMap<>();
		table.forEach(seen::put);
		assertThat(seen).hasSize(keys);
		for (int key = 97; key < keys; key++) {
			assertThat(table.get(key)).isEqualTo(Numbered.of(key * 2L, null));
		}
	}

	@Test
	void aReaderNeverSeesAValueHalfWrittenWhileWritersReplaceIt() throws Exception {
		SlotTable<Integer, Numbered> table = table();
		int keys = 8;
		for (int key = 0; key < keys; key++) {
			table.put(key, Numbered.of(0, "0"));
		}
		AtomicBoolean writing = new AtomicBoolean(true);
		AtomicLong reads = new AtomicLong();
		List<Numbered> torn = new ArrayList<>();
		try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
			List<Future<?>> readers = new ArrayList<>();
			for (int r = 0; r < 2; r++) {
				readers.add(pool.submit(() -> {
					while (writing.get()) {
						for (int key = 0; key < keys; key++) {
							Numbered value = table.get(key);
							reads.incrementAndGet();
							if (value == null || !value.isWhole() || !String.valueOf(value.number()).equals(value.label())) {
								synchronized (torn) {
									torn.add(value);
								}
							}
						}
					}
				}));
			}
			List<Future<?>> writers = new ArrayList<>();
			for (int w = 0; w < 2; w++) {
				writers.add(pool.submit(() -> {
					for (long n = 1; n <= 200_000; n++) {
						int key = (int) (n % keys);
						table.computeIfPresent(key, (any, held) -> Numbered.of(held.number() + 1, "" + (held.number() + 1)));
					}
				}));
			}
			for (Future<?> writer : writers) {
				writer.get();
			}
			writing.set(false);
			for (Future<?> reader : readers) {
				reader.get();
			}
		}

		assertThat(torn).isEmpty();
		assertThat(reads.get()).isPositive();
		long total = 0;
		for (int key = 0; key < keys; key++) {
			total += table.get(key).number();
		}
		assertThat(total).as("every change made once, none lost").isEqualTo(400_000);
	}
}
