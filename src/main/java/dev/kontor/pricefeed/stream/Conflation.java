package dev.kontor.pricefeed.stream;

import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Values waiting to be handed on, at most one per key: a value offered while its key still waits replaces the one
 * waiting (keeping its place in line), so a consumer slower than the values arrive gets the newest value of each key
 * rather than a backlog. One drain task at a time, started on the executor when the first value waits, hands the
 * values to the consumer in the order their keys came to wait; whoever offers never waits for the consumer.
 */
final class Conflation<K, V> {

	private final Object lock = new Object();

	/** Guarded by {@code lock}. */
	private final LinkedHashMap<K, V> waiting = new LinkedHashMap<>();

	/** Guarded by {@code lock}: whether a drain task runs or is about to. */
	private boolean draining;

	private final Executor executor;

	private final Consumer<V> consumer;

	Conflation(Executor executor, Consumer<V> consumer) {
		this.executor = executor;
		this.consumer = consumer;
	}

	void offer(K key, V value) {
		synchronized (lock) {
			waiting.put(key, value);
			if (draining) {
				return;
			}
			draining = true;
		}
		executor.execute(this::drain);
	}

	/** Drops the values waiting under these keys. */
	void forget(Collection<K> keys) {
		synchronized (lock) {
			waiting.keySet().removeAll(keys);
		}
	}

	/** Drops every value waiting. */
	void clear() {
		synchronized (lock) {
			waiting.clear();
		}
	}

	/** How many values wait: never more than there are keys. */
	int waiting() {
		synchronized (lock) {
			return waiting.size();
		}
	}

	private void drain() {
		while (true) {
			V next;
			synchronized (lock) {
				Iterator<Map.Entry<K, V>> first = waiting.entrySet().iterator();
				if (!first.hasNext()) {
					draining = false;
					return;
				}
				next = first.next().getValue();
				first.remove();
			}
			try {
				consumer.accept(next);
			}
			catch (RuntimeException ex) {
				// The consumer deals with its failures; one that escapes must not leave the values behind undrained.
				synchronized (lock) {
					draining = false;
				}
				throw ex;
			}
		}
	}
}
