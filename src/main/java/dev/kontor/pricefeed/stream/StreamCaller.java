package dev.kontor.pricefeed.stream;

import java.time.Instant;

/**
 * Who opened a connection: the OAuth client its rate limits count against, and the access token it showed, which is
 * checked again while the connection is open (expiry, revocation). The token is never logged.
 */
record StreamCaller(String clientId, String accessToken, Instant expiresAt) {

	@Override
	public String toString() {
		return "StreamCaller[clientId=" + clientId + ", expiresAt=" + expiresAt + "]";
	}
}
