package dev.kontor.orders;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The venue session as this instance sees it: whether this instance is logged on, is connecting
 * ({@code Disconnected}), or leaves the session to another instance ({@code NotHolder}); whom it talks to; its
 * sequence numbers (null where this instance holds no session); when the venue last sent anything and when Kontor
 * last logged on.
 */
public record VenueSessionView(State state, String senderCompId, String targetCompId, String host, int port,
		@Nullable Integer nextSenderSeqNum, @Nullable Integer nextTargetSeqNum, @Nullable Instant lastMessageAt,
		@Nullable Instant lastLogonAt) {

	public enum State {
		Connected, Disconnected, NotHolder
	}
}
