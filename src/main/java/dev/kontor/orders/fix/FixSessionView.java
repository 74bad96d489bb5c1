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
		return new FixSessionView(view.state(), view.senderCompId(), view.targetCompId(), view.host(), view.port(),
				view.nextSenderSeqNum(), view.nextTargetSeqNum(), view.lastMessageAt(), view.lastLogonAt());
	}
}
