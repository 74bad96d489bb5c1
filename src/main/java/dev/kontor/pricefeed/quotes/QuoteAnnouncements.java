package dev.kontor.pricefeed.quotes;

import java.util.List;

import org.springframework.stereotype.Component;

import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChanges;

/**
 * Tells the other instances which series got new quotes, in the transaction that stores them (so at its commit):
 * {@link QuotesStoredElsewhere} reads them there. The payload is the series ids, comma-separated, in as many
 * notifications as they need.
 */
@Component
class QuoteAnnouncements {

	static final ChangeTopic TOPIC = new ChangeTopic("pricefeed.quotes");

	/** Room left for the ids in one notification. */
	private static final int MAX_IDS_LENGTH = ClusterChanges.MAX_PAYLOAD_BYTES - 12;

	private final ClusterChanges changes;

	QuoteAnnouncements(ClusterChanges changes) {
		this.changes = changes;
	}

	/** Announces the series of the ticks, once the current transaction commits. */
	void stored(List<Tick> ticks) {
		StringBuilder ids = new StringBuilder();
		for (Tick tick : ticks) {
			String id = Integer.toString(tick.seriesId());
			if (ids.length() + id.length() + 1 > MAX_IDS_LENGTH) {
				changes.publish(TOPIC, ids.toString());
				ids.setLength(0);
			}
			ids.append(ids.isEmpty() ? "" : ",").append(id);
		}
		if (!ids.isEmpty()) {
			changes.publish(TOPIC, ids.toString());
		}
	}
}
