package dev.kontor.pricefeed.quotes;

import java.util.List;

/**
 * A quote snapshot of document 2: {@code timeStamp} (epoch milliseconds) is the {@code lastTimeStamp} to send
 * next, to get only the quotes that changed after this snapshot.
 */
public record QuoteSnapshot(long timeStamp, List<Quote> quotes) {
}
