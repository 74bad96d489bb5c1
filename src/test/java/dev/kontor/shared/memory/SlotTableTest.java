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
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

class SlotTableTest {

	@Test
	void holdsTheLastValuePutForEachKeyAndNothingForAKeyNeverPut() {
		SlotTable<String, String> table = new SlotTable<>();

		table.put("a", "first", 1);
		table.put("b", "other", 2);
		table.put("a", "second", 3);

		assertThat(table.get("a")).isEqualTo("second");
		assertThat(table.get("b")).isEqualTo("other");
		assertThat(table.get("c")).isNull();
		assertThat(table.containsKey("c")).isFalse();
		assertThat(table.size()).isEqualTo(2);
	}

	@Test
	void putIfAbsentKeepsTheValueHeldAndAnswersIt() {
		SlotTable<String, String> table = new SlotTable<>();

		assertThat(table.putIfAbsent("a", "first")).isNull();
		assertThat(table.putIfAbsent("a", "second")).isEqualTo("first");

		assertThat(table.get("a")).isEqualTo("first");
	}

	@Test
	void computeIfPresentChangesOnlyAKeyThatHoldsAValueAndKeepsItsNumber() {
		SlotTable<String, Integer> table = new SlotTable<>();
		table.put("a", 1, 7);

		assertThat(table.computeIfPresent("a", (key, value) -> value + 10)).isEqualTo(11);
		assertThat(table.computeIfPresent("b", (key, value) -> value + 10)).isNull();

		assertThat(table.get("a")).isEqualTo(11);
		assertThat(table.containsKey("b")).isFalse();
		List<Integer> numberedSeven = new ArrayList<>();
		table.forEachNumberedIn(7, 7, numberedSeven::add);
		assertThat(numberedSeven).containsExactly(11);
	}

	@Test
	void aValueIsNeverRemovedByComputeIfPresent() {
		SlotTable<String, Integer> table = new SlotTable<>();
		table.put("a", 1, 0);

		assertThatNullPointerException().isThrownBy(() -> table.computeIfPresent("a", (key, value) -> null));
		assertThat(table.get("a")).isEqualTo(1);
	}

	@Test
	void visitsKeysInTheOrderTheyCameAcrossMoreThanOneChunk() {
		SlotTable<Integer, String> table = new SlotTable<>();
		int keys = 5_000;
		for (int key = keys - 1; key >= 0; key--) {
			table.put(key, "v" + key, key);
		}

		Map<Integer, String> visited = new LinkedHashMap<>();
		table.forEach(visited::put);

		assertThat(visited).hasSize(keys);
		assertThat(visited.keySet()).containsExactlyElementsOf(IntStream.range(0, keys).map(i -> keys - 1 - i).boxed()
			.toList());
		assertThat(visited.get(1234)).isEqualTo("v1234");
		assertThat(table.count(value -> value.endsWith("7"))).isEqualTo(keys / 10);
	}

	@Test
	void aScanByNumberGivesTheValuesNumberedInTheRangeBothEndsIncluded() {
		SlotTable<Integer, String> table = new SlotTable<>();
		for (int key = 0; key < 3_000; key++) {
			table.put(key, "v" + key, key * 10L);
		}
		table.put(5, "moved", 99_999);

		List<String> found = new ArrayList<>();
		table.forEachNumberedIn(20, 2_040, found::add);

		assertThat(found).hasSize(202).startsWith("v2", "v3", "v4", "v6").endsWith("v204").doesNotContain("v5", "moved");
	}

	@Test
	void keysTakenFromManyThreadsAtOnceEachGetTheirOwnSlot() throws Exception {
		SlotTable<Integer, Integer> table = new SlotTable<>();
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
						table.put(key, key * 2, key);
						table.put(key % 97, key, key);
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
		Map<Integer, Integer> seen = new ConcurrentHashMap<>();
		table.forEach(seen::put);
		assertThat(seen).hasSize(keys);
		for (int key = 97; key < keys; key++) {
			assertThat(table.get(key)).isEqualTo(key * 2);
		}
	}
}
