package dev.kontor.orders.fix;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.VenueSessionView;

/**
 * The FIX session as {@code /admin/v1/fix-session} answers it: the fields of {@link VenueSessionView}, under the
 * name the API document gives them.
 */
record FixSessionView(VenueSessionView.State state, String senderCompId, String targetCompId, String host, int port,
		@Nullable Integer nextSenderSeqNum, @Nullable Integer nextTargetSeqNum, @Nullable Instant lastMessageAt,
		@Nullable Instant lastLogonAt) {

	static FixSessionView of(VenueSessionView view) {
		VenueSessionView.Connection connection = view.connection();
		VenueSessionView.LastMessage received = connection.lastReceived();
		return new FixSessionView(connection.state(), connection.senderCompId(), connection.targetCompId(),
				connection.host(), connection.port(), connection.nextSenderSeqNum(), connection.nextTargetSeqNum(),
				received == null ? null : received.at(), connection.lastLogonAt());
	}
}
