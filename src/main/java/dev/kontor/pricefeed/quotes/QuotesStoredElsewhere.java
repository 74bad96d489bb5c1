package dev.kontor.pricefeed.quotes;

import java.util.Arrays;
import java.util.List;

import org.springframework.stereotype.Component;

import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ClusterChange;
import dev.kontor.shared.cluster.ClusterChanges;

/**
 * Takes in the quotes another instance announced ({@link QuoteAnnouncements}): the newest stored tick of each series
 * goes into the {@link QuoteBook}, which hands it on to the venue and the streams, milliseconds after the other
 * instance's commit instead of at the next look of {@link LatestQuotes}, which stays as the safety net and reads
 * everything again when announcements may have been missed.
 */
@Component
class QuotesStoredElsewhere {

	private final LatestQuotes latestQuotes;

	private final QuoteBook book;

	QuotesStoredElsewhere(ClusterChanges changes, LatestQuotes latestQuotes, QuoteBook book) {
		this.latestQuotes = latestQuotes;
		this.book = book;
		changes.subscribe(QuoteAnnouncements.TOPIC, ChangeSubscriber.of(this::stored, latestQuotes::refresh));
	}

	private void stored(ClusterChange change) {
		if (change.madeHere()) {
			return;
		}
		List<Integer> seriesIds = Arrays.stream(change.payload().split(",")).map(Integer::valueOf).toList();
		book.apply(latestQuotes.findNewest(seriesIds));
	}
}
