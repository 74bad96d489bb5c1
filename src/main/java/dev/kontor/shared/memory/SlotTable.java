package dev.kontor.shared.memory;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.jspecify.annotations.Nullable;

/**
 * A value per key, for keys that stay (an instrument) and values replaced many times a second (its latest quote, its
 * price band), held in arrays rather than in a map's nodes. Why: the long-lived holder of a value just made is an old
 * object pointing at a young one, and at every young collection G1 scans each 512-byte card of the old generation
 * that such a store dirtied. A map's nodes lie scattered over the heap, so N replacements dirty about N cards, and
 * under a feed of tens of thousands of quotes a second that scanning was most of every pause. Here the values of
 * consecutive slots lie side by side, 128 to a card, so however many replacements happen between two collections they
 * dirty at most one card per 128 keys.
 *
 * <p>Beside each value the table keeps a number (a time stamp, a version) in a plain {@code long}, which a scan reads
 * without reaching the value: a look for the values changed since a point reads only the numbers.
 *
 * <p>Keys are never removed. Reads take no lock. Every change of a slot is made under one of a few locks, so a
 * {@link #computeIfPresent} runs its function once and sees the slot as the last change left it.
 */
public final class SlotTable<K, V> {

	private static final int CHUNK_BITS = 10;

	private static final int CHUNK_SIZE = 1 << CHUNK_BITS;

	private static final int LOCKS = 64;

	private final ConcurrentHashMap<K, Integer> slots = new ConcurrentHashMap<>();

	private final Object[] locks = new Object[LOCKS];

	/** Replaced, grown by a chunk, under {@code growing}; the chunks themselves stay. */
	private volatile Chunk[] chunks = new Chunk[0];

	/** Slots given; a slot below it has its key set. Written under {@code growing}. */
	private volatile int size;

	private final Object growing = new Object();

	public SlotTable() {
		for (int i = 0; i < LOCKS; i++) {
			locks[i] = new Object();
		}
	}

	/** The value held for the key, or null. */
	public @Nullable V get(K key) {
		Integer slot = slots.get(key);
		return slot == null ? null : value(slot);
	}

	public boolean containsKey(K key) {
		return get(key) != null;
	}

	/** Holds the value for the key with its number, replacing what was held. */
	public void put(K key, V value, long number) {
		int slot = slotOf(key);
		synchronized (lockOf(slot)) {
			chunk(slot).set(slot, value, number);
		}
	}

	/** Holds the value for the key unless one is held; answers the one held before, or null. */
	public @Nullable V putIfAbsent(K key, V value) {
		int slot = slotOf(key);
		synchronized (lockOf(slot)) {
			V held = value(slot);
			if (held == null) {
				chunk(slot).set(slot, value, 0);
			}
			return held;
		}
	}

	/**
	 * Replaces the value held for the key by what the function makes of it, when one is held; answers the value held
	 * then, or null. The function runs once, while no other change of the slot can run.
	 */
	public @Nullable V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remapping) {
		Integer slot = slots.get(key);
		if (slot == null) {
			return null;
		}
		synchronized (lockOf(slot)) {
			V held = value(slot);
			if (held == null) {
				return null;
			}
			V next = Objects.requireNonNull(remapping.apply(key, held), "a slot's value is never removed");
			chunk(slot).set(slot, next, chunk(slot).number(slot));
			return next;
		}
	}

	/** Every key with its value, in the order the keys came; a key given a slot but no value yet is left out. */
	public void forEach(BiConsumer<? super K, ? super V> action) {
		int known = size;
		for (int slot = 0; slot < known; slot++) {
			V value = value(slot);
			if (value != null) {
				action.accept(chunk(slot).key(slot), value);
			}
		}
	}

	/** Every value, in the order their keys came. */
	public void forEachValue(Consumer<? super V> action) {
		forEach((key, value) -> action.accept(value));
	}

	/**
	 * Every value whose number lies in {@code [from, to]}, looking at the numbers alone first. A value replaced while
	 * the scan runs is given as it is then, whatever its number; the caller checks it again where that matters.
	 */
	public void forEachNumberedIn(long from, long to, Consumer<? super V> action) {
		int known = size;
		for (int slot = 0; slot < known; slot++) {
			Chunk chunk = chunk(slot);
			long number = chunk.number(slot);
			if (number >= from && number <= to) {
				V value = value(slot);
				if (value != null) {
					action.accept(value);
				}
			}
		}
	}

	/** How many values meet the condition. */
	public long count(Predicate<? super V> condition) {
		long[] counted = new long[1];
		forEachValue(value -> {
			if (condition.test(value)) {
				counted[0]++;
			}
		});
		return counted[0];
	}

	/** How many keys have a slot. */
	public int size() {
		return size;
	}

	@SuppressWarnings("unchecked")
	private @Nullable V value(int slot) {
		return (V) chunk(slot).value(slot);
	}

	private int slotOf(K key) {
		Integer slot = slots.get(key);
		return slot != null ? slot : slots.computeIfAbsent(key, this::nextSlot);
	}

	private Integer nextSlot(K key) {
		synchronized (growing) {
			int slot = size;
			if (slot >> CHUNK_BITS == chunks.length) {
				Chunk[] grown = Arrays.copyOf(chunks, chunks.length + 1);
				grown[chunks.length] = new Chunk();
				chunks = grown;
			}
			chunk(slot).keys[slot & (CHUNK_SIZE - 1)] = key;
			size = slot + 1;
			return slot;
		}
	}

	private Chunk chunk(int slot) {
		return chunks[slot >> CHUNK_BITS];
	}

	private Object lockOf(int slot) {
		return locks[slot & (LOCKS - 1)];
	}

	/** A run of slots: their keys (set once, before the slot is published), values and numbers. */
	private static final class Chunk {

		final Object[] keys = new Object[CHUNK_SIZE];

		final AtomicReferenceArray<Object> values = new AtomicReferenceArray<>(CHUNK_SIZE);

		final AtomicLongArray numbers = new AtomicLongArray(CHUNK_SIZE);

		@SuppressWarnings("unchecked")
		<K> K key(int slot) {
			return (K) keys[slot & (CHUNK_SIZE - 1)];
		}

		@Nullable Object value(int slot) {
			return values.get(slot & (CHUNK_SIZE - 1));
		}

		long number(int slot) {
			return numbers.get(slot & (CHUNK_SIZE - 1));
		}

		/** The value first, then its number: a scan that finds the number in range reads this value or a newer one. */
		void set(int slot, Object value, long number) {
			values.set(slot & (CHUNK_SIZE - 1), value);
			numbers.set(slot & (CHUNK_SIZE - 1), number);
		}
	}
}
