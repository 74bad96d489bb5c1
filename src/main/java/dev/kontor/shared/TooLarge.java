package dev.kontor.shared;

/** Content larger than the platform keeps (a document over its size limit): answers 413. */
public class TooLarge extends RuntimeException {

	public TooLarge(String message) {
		super(message);
	}
}
