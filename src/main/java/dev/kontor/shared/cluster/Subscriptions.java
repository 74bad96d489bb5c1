package dev.kontor.shared.cluster;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The subscribers of each topic, each with a virtual thread of its own that takes its changes one after the other:
 * a slow subscriber (one that reads the database) delays neither the listening connection nor the others.
 */
final class Subscriptions implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(Subscriptions.class);

	private final Map<ChangeTopic, List<Subscription>> byTopic = new ConcurrentHashMap<>();

	void add(ChangeTopic topic, ChangeSubscriber subscriber) {
		byTopic.computeIfAbsent(topic, key -> new CopyOnWriteArrayList<>()).add(new Subscription(topic, subscriber));
	}

	void deliver(ChangeTopic topic, ClusterChange change) {
		byTopic.getOrDefault(topic, List.of()).forEach(subscription -> subscription.deliver(change));
	}

	/** Tells every subscriber that changes may have been missed. */
	void missedChanges() {
		byTopic.values().forEach(subscriptions -> subscriptions.forEach(Subscription::missedChanges));
	}

	@Override
	public void close() {
		byTopic.values().forEach(subscriptions -> subscriptions.forEach(Subscription::close));
	}

	private record Subscription(ChangeTopic topic, ChangeSubscriber subscriber, ExecutorService thread) {

		Subscription(ChangeTopic topic, ChangeSubscriber subscriber) {
			this(topic, subscriber,
					Executors.newSingleThreadExecutor(Thread.ofVirtual().name("changes-" + topic.name()).factory()));
		}

		void deliver(ClusterChange change) {
			run(() -> subscriber.changed(change));
		}

		void missedChanges() {
			run(subscriber::missedChanges);
		}

		private void run(Runnable work) {
			try {
				thread.execute(() -> {
					try {
						work.run();
					}
					catch (RuntimeException failed) {
						// the subscriber's poll takes the change up
						log.warn("A subscriber of {} failed on a change: {}", topic.name(), failed.toString());
					}
				});
			}
			catch (java.util.concurrent.RejectedExecutionException stopping) {
				// the application stops
			}
		}

		void close() {
			thread.shutdownNow();
		}
	}
}
