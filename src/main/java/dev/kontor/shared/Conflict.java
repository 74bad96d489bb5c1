package dev.kontor.shared;

/** The request conflicts with the current state of a record: answers 409. */
public class Conflict extends RuntimeException {

	public Conflict(String message) {
		super(message);
	}
}
