package dev.kontor.pricefeed;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChange;
import dev.kontor.shared.cluster.ClusterChanges;

/**
 * {@link TradingReferenceChanged} on every instance: published here in the changing transaction, and on the other
 * instances when the commit's notification reaches them, so that what their modules remember of instruments and
 * order support is forgotten there too, not only when it expires.
 */
@Component
public class TradingReferenceAnnouncements {

	private static final ChangeTopic TOPIC = new ChangeTopic("pricefeed.trading-reference");

	private final ApplicationEventPublisher events;

	private final ClusterChanges changes;

	TradingReferenceAnnouncements(ApplicationEventPublisher events, ClusterChanges changes) {
		this.events = events;
		this.changes = changes;
		Runnable forgetAll = () -> events.publishEvent(new TradingReferenceChanged());
		changes.subscribe(TOPIC, ChangeSubscriber.of(this::changedElsewhere, forgetAll));
	}

	/** Instruments or order support items changed in the current transaction. */
	public void changed() {
		events.publishEvent(new TradingReferenceChanged());
		changes.publish(TOPIC, "");
	}

	private void changedElsewhere(ClusterChange change) {
		if (!change.madeHere()) {
			events.publishEvent(new TradingReferenceChanged());
		}
	}
}
