package dev.kontor.shared.memory;

import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import org.jspecify.annotations.Nullable;

/**
 * A value per key, for keys that stay (an instrument) and values replaced many times a second (its latest quote, its
 * price band), held packed into numbers in arrays rather than as objects. Why: a value replaced every few seconds
 * lives too long to die young and too short to be worth promoting. Held as objects, every one still current at a
 * young collection is copied (under a feed of 20,000 quotes a second about 56 MB a pause, most of the pause), and
 * every store of a young value into a long-lived holder dirties a card of the old generation that the next young
 * collection scans (a map's nodes lie scattered, so about one card per store). Packed, a value is a few {@code long}s
 * written in place: nothing young stays behind, and a store of a number dirties no card.
 *
 * <p>A {@link Packing} turns a value into its numbers and back; what does not fit (a number of more than 18 digits, a
 * rare state) it may hold in a few object places, which are written only when they change. The first number of each
 * value is its number in the sense of {@link #forEachNumberedIn} (a time stamp, a version): a scan for the values
 * changed since a point reads only those numbers.
 *
 * <p>Keys are never removed. Reads take no lock: a slot's version is odd while it is written and grows with every
 * write, so a reader copies the numbers and takes them only if the version was even and the same before and after
 * (a sequence lock). Every change of a slot is made under one of a few locks, so a {@link #computeIfPresent} runs its
 * function once and sees the slot as the last change left it.
 */
public final class SlotTable<K, V> {

	/** How a value becomes numbers (and, where it must, a few objects) and back. */
	public interface Packing<K, V> {

		/** How many numbers a value takes; the first is its number for {@link #forEachNumberedIn}. */
		int longs();

		/** How many object places a value may use. */
		int objects();

		/** Writes the value into the given arrays, whose places are 0 and null before. */
		void pack(V value, long[] longs, @Nullable Object[] objects);

		/** The value of the key these numbers and objects hold. */
		V unpack(K key, long[] longs, @Nullable Object[] objects);
	}

	private static final int CHUNK_BITS = 10;

	private static final int CHUNK_SIZE = 1 << CHUNK_BITS;

	private static final int LOCKS = 64;

	private final Packing<K, V> packing;

	private final int width;

	private final int objectWidth;

	private final ConcurrentHashMap<K, Integer> slots = new ConcurrentHashMap<>();

	private final Object[] locks = new Object[LOCKS];

	/** Replaced, grown by a chunk, under {@code growing}; the chunks themselves stay. */
	private volatile Chunk[] chunks = new Chunk[0];

	/** Slots given; a slot below it has its key set. Written under {@code growing}. */
	private volatile int size;

	private final Object growing = new Object();

	public SlotTable(Packing<K, V> packing) {
		if (packing.longs() < 1 || packing.objects() < 0) {
			throw new IllegalArgumentException("a packing takes at least one number and no negative count of objects");
		}
		this.packing = packing;
		this.width = packing.longs();
		this.objectWidth = packing.objects();
		for (int i = 0; i < LOCKS; i++) {
			locks[i] = new Object();
		}
	}

	/** The value held for the key, or null. */
	public @Nullable V get(K key) {
		Integer slot = slots.get(key);
		return slot == null ? null : read(slot);
	}

	public boolean containsKey(K key) {
		Integer slot = slots.get(key);
		return slot != null && chunk(slot).versions.get(slot & (CHUNK_SIZE - 1)) != 0;
	}

	/** Holds the value for the key, replacing what was held. */
	public void put(K key, V value) {
		int slot = slotOf(key);
		synchronized (lockOf(slot)) {
			write(slot, value);
		}
	}

	/** Holds the value for the key unless one is held; answers the one held before, or null. */
	public @Nullable V putIfAbsent(K key, V value) {
		int slot = slotOf(key);
		synchronized (lockOf(slot)) {
			V held = read(slot);
			if (held == null) {
				write(slot, value);
			}
			return held;
		}
	}

	/**
	 * Replaces the value held for the key by what the function makes of it, when one is held; answers the value held
	 * then, or null. The function runs once, while no other change of the slot can run, and may not answer null.
	 */
	public @Nullable V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remapping) {
		Integer slot = slots.get(key);
		if (slot == null) {
			return null;
		}
		synchronized (lockOf(slot)) {
			V held = read(slot);
			if (held == null) {
				return null;
			}
			V next = remapping.apply(key, held);
			if (next == null) {
				throw new NullPointerException("a slot's value is never removed");
			}
			write(slot, next);
			return next;
		}
	}

	/** Every key with its value, in the order the keys came; a key given a slot but no value yet is left out. */
	public void forEach(BiConsumer<? super K, ? super V> action) {
		int known = size;
		for (int slot = 0; slot < known; slot++) {
			V value = read(slot);
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
			long number = chunk(slot).longs[slot & (CHUNK_SIZE - 1)];
			if (number >= from && number <= to) {
				V value = read(slot);
				if (value != null) {
					action.accept(value);
				}
			}
		}
	}

	/**
	 * Every key whose value holds an object at the place, with its value, looking at that place alone first: for a
	 * rare state among many values (a halt among the instruments), without unpacking the others.
	 */
	public void forEachHolding(int objectPlace, BiConsumer<? super K, ? super V> action) {
		visitHolding(objectPlace, slot -> {
			V value = read(slot);
			if (value != null) {
				action.accept(chunk(slot).key(slot), value);
			}
		});
	}

	private void visitHolding(int objectPlace, IntConsumer visitor) {
		if (objectPlace < 0 || objectPlace >= objectWidth) {
			throw new IndexOutOfBoundsException("no object place " + objectPlace);
		}
		int known = size;
		for (int slot = 0; slot < known; slot++) {
			if (chunk(slot).objects.get((slot & (CHUNK_SIZE - 1)) * objectWidth + objectPlace) != null) {
				visitor.accept(slot);
			}
		}
	}

	/** How many values hold an object at the place, looking at that place alone. */
	public long countHolding(int objectPlace) {
		long[] counted = new long[1];
		visitHolding(objectPlace, slot -> counted[0]++);
		return counted[0];
	}

	/** How many keys have a slot. */
	public int size() {
		return size;
	}

	/**
	 * Copies the numbers of the key's value into {@code longs} (of the packing's length) without unpacking it, for a
	 * look at one or two of them; answers false, copying nothing, when the key holds no value.
	 */
	public boolean readNumbers(K key, long[] longs) {
		Integer slot = slots.get(key);
		return slot != null && copy(slot, longs, null);
	}

	private @Nullable V read(int slot) {
		long[] longs = new long[width];
		@Nullable Object[] objects = new Object[objectWidth];
		return copy(slot, longs, objects) ? packing.unpack(chunk(slot).key(slot), longs, objects) : null;
	}

	/** Copies the slot's numbers, and its objects unless null is given, as one write left them; false when empty. */
	private boolean copy(int slot, long[] longs, @Nullable Object @Nullable [] objects) {
		Chunk chunk = chunk(slot);
		int index = slot & (CHUNK_SIZE - 1);
		while (true) {
			long before = chunk.versions.get(index);
			if (before == 0) {
				return false;
			}
			if ((before & 1) == 0) {
				for (int i = 0; i < width; i++) {
					longs[i] = chunk.longs[i * CHUNK_SIZE + index];
				}
				for (int i = 0; objects != null && i < objectWidth; i++) {
					objects[i] = chunk.objects.get(index * objectWidth + i);
				}
				VarHandle.loadLoadFence();
				if (chunk.versions.get(index) == before) {
					return true;
				}
			}
			Thread.onSpinWait();
		}
	}

	/** Under the slot's lock. */
	private void write(int slot, V value) {
		long[] longs = new long[width];
		@Nullable Object[] objects = new Object[objectWidth];
		packing.pack(value, longs, objects);
		Chunk chunk = chunk(slot);
		int index = slot & (CHUNK_SIZE - 1);
		long version = chunk.versions.get(index);
		chunk.versions.set(index, version + 1);
		VarHandle.storeStoreFence();
		for (int i = 0; i < width; i++) {
			chunk.longs[i * CHUNK_SIZE + index] = longs[i];
		}
		for (int i = 0; i < objectWidth; i++) {
			int place = index * objectWidth + i;
			if (chunk.objects.get(place) != objects[i]) {
				chunk.objects.set(place, objects[i]);
			}
		}
		chunk.versions.set(index, version + 2);
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
				grown[chunks.length] = new Chunk(width, objectWidth);
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

	/**
	 * A run of slots: their keys (set once, before the slot is published), versions (0 while a slot holds nothing),
	 * numbers and object places. The numbers lie column by column (every slot's first number, then every slot's
	 * second...), so that a scan of the first numbers reads them side by side.
	 */
	private static final class Chunk {

		final Object[] keys = new Object[CHUNK_SIZE];

		final AtomicLongArray versions = new AtomicLongArray(CHUNK_SIZE);

		final long[] longs;

		final AtomicReferenceArray<@Nullable Object> objects;

		Chunk(int width, int objectWidth) {
			this.longs = new long[CHUNK_SIZE * width];
			this.objects = new AtomicReferenceArray<>(CHUNK_SIZE * objectWidth);
		}

		@SuppressWarnings("unchecked")
		<K> K key(int slot) {
			return (K) keys[slot & (CHUNK_SIZE - 1)];
		}
	}
}
