package dev.kontor.simulators.bank;

/** A file the bank cannot take: not XML, not one of its messages, or not valid against the message's schema. */
final class UnreadableFile extends Exception {

	private static final long serialVersionUID = 1L;

	UnreadableFile(String reason) {
		super(reason);
	}

	UnreadableFile(String reason, Throwable cause) {
		super(reason + ": " + cause.getMessage(), cause);
	}
}
