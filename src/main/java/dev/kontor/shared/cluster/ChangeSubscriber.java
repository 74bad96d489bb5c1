package dev.kontor.shared.cluster;

import java.util.function.Consumer;

/** What a module does when another instance (or this one) changed something it keeps in memory. */
public interface ChangeSubscriber {

	/** A committed change of the topic. */
	void changed(ClusterChange change);

	/**
	 * Changes may have been missed (the listening connection was lost and is back): read again everything kept of
	 * the topic.
	 */
	void missedChanges();

	static ChangeSubscriber of(Consumer<ClusterChange> changed, Runnable missedChanges) {
		return new ChangeSubscriber() {

			@Override
			public void changed(ClusterChange change) {
				changed.accept(change);
			}

			@Override
			public void missedChanges() {
				missedChanges.run();
			}
		};
	}
}
