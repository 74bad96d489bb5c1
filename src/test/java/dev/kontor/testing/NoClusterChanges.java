package dev.kontor.testing;

import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChanges;

/** Changes that go nowhere: for unit tests of one component, which no other instance hears of. */
public final class NoClusterChanges implements ClusterChanges {

	@Override
	public void publish(ChangeTopic topic, String payload) {
	}

	@Override
	public void subscribe(ChangeTopic topic, ChangeSubscriber subscriber) {
	}
}
