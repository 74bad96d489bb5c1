package dev.kontor.pricefeed.quotes;

/** Quotes could not be stored in time (the database is slow or gone): answers 503, the sender should try again. */
public class IngestUnavailable extends RuntimeException {

	IngestUnavailable(String message, Throwable cause) {
		super(message, cause);
	}
}
