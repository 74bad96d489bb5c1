package dev.kontor.shared;

/** What the request names is no longer kept (an event older than the event stream's retention): answers 410. */
public class Gone extends RuntimeException {

	public Gone(String message) {
		super(message);
	}
}
