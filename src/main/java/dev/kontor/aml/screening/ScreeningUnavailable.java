package dev.kontor.aml.screening;

/** The screening provider could not answer; the request is answered 503 and nothing is stored. */
public class ScreeningUnavailable extends RuntimeException {

	public ScreeningUnavailable(String message) {
		super(message);
	}

	public ScreeningUnavailable(String message, Throwable cause) {
		super(message, cause);
	}
}
