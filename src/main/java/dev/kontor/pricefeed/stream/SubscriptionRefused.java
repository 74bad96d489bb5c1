package dev.kontor.pricefeed.stream;

/** A client's message the stream does not carry out; its message goes back to the client as an error notice. */
final class SubscriptionRefused extends RuntimeException {

	SubscriptionRefused(String message) {
		super(message, null, false, false);
	}
}
