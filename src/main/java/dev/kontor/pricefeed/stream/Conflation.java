package dev.kontor.pricefeed.stream;

import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;

import org.jspecify.annotations.Nullable;

/**
 * Values waiting to be handed on, at most one per key: a value offered while its key still waits replaces the one
 * waiting (keeping its place in line), or is dropped where the conflation's own rule keeps the waiting one. So a
 * consumer slower than the values arrive gets the newest value of each key rather than a backlog. One drain task at
 * a time, started on the executor when the first value waits, hands the values to the consumer in the order their
 * keys came to wait; whoever offers never waits for the consumer. Once it has handed on the last value waiting, the
 * task tells {@code whenDrained} before it ends (a sender flushes there what it wrote in one go).
 */
final class Conflation<K, V> {

	private final Object lock = new Object();

	/** Guarded by {@code lock}. */
	private final LinkedHashMap<K, V> waiting = new LinkedHashMap<>();

	/** Guarded by {@code lock}: whether a drain task runs or is about to. */
	private boolean draining;

	private final Executor executor;

	private final Consumer<V> consumer;

	private final Runnable whenDrained;

	/** Of the value waiting and the one offered, the one to keep waiting. */
	private final BinaryOperator<V> kept;

	Conflation(Executor executor, Consumer<V> consumer) {
		this(executor, consumer, () -> {
		});
	}

	Conflation(Executor executor, Consumer<V> consumer, Runnable whenDrained) {
		this(executor, consumer, whenDrained, (waiting, offered) -> offered);
	}

	/** A conflation that keeps, of a value waiting and one offered under its key, the one {@code kept} answers. */
	Conflation(Executor executor, Consumer<V> consumer, BinaryOperator<V> kept) {
		this(executor, consumer, () -> {
		}, kept);
	}

	private Conflation(Executor executor, Consumer<V> consumer, Runnable whenDrained, BinaryOperator<V> kept) {
		this.executor = executor;
		this.consumer = consumer;
		this.whenDrained = whenDrained;
		this.kept = kept;
	}

	void offer(K key, V value) {
		synchronized (lock) {
			waiting.merge(key, value, kept);
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
		try {
			while (true) {
				V next = takeNext();
				if (next == null) {
					whenDrained.run();
					if (stopDrainingUnlessMoreWait()) {
						return;
					}
				}
				else {
					consumer.accept(next);
				}
			}
		}
		catch (RuntimeException ex) {
			// The consumer deals with its failures; one that escapes must not leave the values behind undrained.
			synchronized (lock) {
				draining = false;
			}
			throw ex;
		}
	}

	private @Nullable V takeNext() {
		synchronized (lock) {
			Iterator<Map.Entry<K, V>> first = waiting.entrySet().iterator();
			if (!first.hasNext()) {
				return null;
			}
			V next = first.next().getValue();
			first.remove();
			return next;
		}
	}

	/** Ends the drain when nothing waits; a value offered meanwhile keeps it going, as no other task would start. */
	private boolean stopDrainingUnlessMoreWait() {
		synchronized (lock) {
			if (waiting.isEmpty()) {
				draining = false;
				return true;
			}
			return false;
		}
	}
}
