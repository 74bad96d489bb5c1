package dev.kontor.identity.throttling;

import dev.kontor.shared.Sha256;

/**
 * Whose failed attempts are counted: a client id, a username or a source address, by kind.
 *
 * @param value the client id, username or address as the request gave it
 */
public record AttemptKey(AttemptKind kind, String value) {

	/** Client ids and usernames are chosen by callers, so a long one is stored by its digest to fit the column. */
	private static final int LONGEST_STORED_VALUE = 150;

	public static AttemptKey client(String clientId) {
		return new AttemptKey(AttemptKind.CLIENT, clientId);
	}

	public static AttemptKey user(String username) {
		return new AttemptKey(AttemptKind.USER, username);
	}

	public static AttemptKey clientAddress(String remoteAddress) {
		return new AttemptKey(AttemptKind.CLIENT_ADDRESS, SourceAddresses.counted(remoteAddress));
	}

	public static AttemptKey signInAddress(String remoteAddress) {
		return new AttemptKey(AttemptKind.SIGN_IN_ADDRESS, SourceAddresses.counted(remoteAddress));
	}

	/** The key as stored: {@code client:<client id>}. */
	String stored() {
		return kind.label() + ":" + (value.length() <= LONGEST_STORED_VALUE ? value : "sha256:" + Sha256.hex(value));
	}
}
