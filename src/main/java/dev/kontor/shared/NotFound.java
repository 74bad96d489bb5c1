package dev.kontor.shared;

/** The record does not exist for the caller (or belongs to another tenant): answers 404. */
public class NotFound extends RuntimeException {

	public NotFound(String message) {
		super(message);
	}
}
