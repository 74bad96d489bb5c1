package dev.kontor.orders.fix;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The FIX session as the operator sees it: whether this instance is logged on, is connecting
 * ({@code Disconnected}), or leaves the session to another instance ({@code NotHolder}); whom it talks to; its
 * sequence numbers (null where this instance holds no session); when the venue last sent anything and when Kontor
 * last logged on.
 */
record FixSessionView(State state, String senderCompId, String targetCompId, String host, int port,
		@Nullable Integer nextSenderSeqNum, @Nullable Integer nextTargetSeqNum, @Nullable Instant lastMessageAt,
		@Nullable Instant lastLogonAt) {

	enum State {
		Connected, Disconnected, NotHolder
	}
}
