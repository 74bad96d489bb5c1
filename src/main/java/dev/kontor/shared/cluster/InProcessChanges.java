package dev.kontor.shared.cluster;

import dev.kontor.shared.jdbc.AfterCommit;

/** The changes of a single instance (H2): told to its own subscribers once the transaction has committed. */
final class InProcessChanges implements ClusterChanges {

	private final Subscriptions subscriptions;

	InProcessChanges(Subscriptions subscriptions) {
		this.subscriptions = subscriptions;
	}

	@Override
	public void publish(ChangeTopic topic, String payload) {
		ChangeMessage.requireSmall(payload);
		AfterCommit.run(() -> subscriptions.deliver(topic, new ClusterChange(payload, true)));
	}

	@Override
	public void subscribe(ChangeTopic topic, ChangeSubscriber subscriber) {
		subscriptions.add(topic, subscriber);
	}
}
