package dev.kontor.pricefeed.quotes;

/**
 * What an ingest request did: {@code received} quotes were read and stored or found stored already;
 * {@code stored} of them were new (a quote sent again, same instrument, provider and dateTime, is stored once).
 */
public record IngestResult(long received, long stored) {

	IngestResult plus(IngestResult other) {
		return new IngestResult(received + other.received, stored + other.stored);
	}
}
