package dev.kontor.shared;

/** The request's precondition ({@code If-Match}) does not hold for the record's current version: answers 412. */
public class PreconditionFailed extends RuntimeException {

	public PreconditionFailed(String message) {
		super(message);
	}
}
