package dev.kontor.pricefeed.stream;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * Who opened a connection: the caller its rate limits count against (the OAuth client, or a console user), until when
 * it may stay open, and the access token it showed, which is checked again while the connection is open (revocation;
 * none for a console session). The token is never logged.
 */
record StreamCaller(String clientId, @Nullable String accessToken, Instant expiresAt) {

	@Override
	public String toString() {
		return "StreamCaller[clientId=" + clientId + ", expiresAt=" + expiresAt + "]";
	}
}
