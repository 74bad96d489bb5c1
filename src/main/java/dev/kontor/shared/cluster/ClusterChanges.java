package dev.kontor.shared.cluster;

/**
 * Changes announced to every instance of the cluster, this one included, within milliseconds of their commit, so
 * that what an instance keeps in memory (latest quotes, revocations, clients, keys, endpoints) follows a change made
 * through another instance at once, not at its next poll; the polls stay as the safety net. On PostgreSQL through
 * {@code NOTIFY} on one channel per schema and one listening connection per instance; on H2 (one instance) in the
 * process.
 */
public interface ClusterChanges {

	/**
	 * The largest payload in UTF-8 bytes: PostgreSQL refuses a notification of 8000 bytes or more, and the topic and
	 * the sender's id travel with it.
	 */
	int MAX_PAYLOAD_BYTES = 7_800;

	/**
	 * Announces the change once the current transaction commits, and not at all when it rolls back; outside a
	 * transaction at once. Payloads are small: ids, not documents.
	 *
	 * @throws IllegalArgumentException for a payload longer than {@link #MAX_PAYLOAD_BYTES}
	 */
	void publish(ChangeTopic topic, String payload);

	/**
	 * Tells the subscriber of every change of the topic, on a thread of the subscriber's own (one change after the
	 * other), and of changes possibly missed.
	 */
	void subscribe(ChangeTopic topic, ChangeSubscriber subscriber);
}
