package dev.kontor.orders.fix;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.VenueSessionView;
import dev.kontor.orders.VenueSessionView.Holder;
import dev.kontor.orders.VenueSessionView.LastMessage;
import dev.kontor.orders.VenueSessionView.OpenOrders;

/**
 * The FIX session as {@code /admin/v1/fix-session} answers it: the fields of {@link VenueSessionView}'s connection at
 * the top, as the API document has always named them ({@code lastMessageAt} the time of the last message received),
 * then the last message each way, the holder and the open orders.
 */
record FixSessionView(VenueSessionView.State state, String senderCompId, String targetCompId, String host, int port,
		@Nullable Integer nextSenderSeqNum, @Nullable Integer nextTargetSeqNum, @Nullable Instant lastMessageAt,
		@Nullable Instant lastLogonAt, @Nullable LastMessage lastSent, @Nullable LastMessage lastReceived,
		@Nullable Holder holder, OpenOrders openOrders) {

	static FixSessionView of(VenueSessionView view) {
		VenueSessionView.Connection connection = view.connection();
		VenueSessionView.LastMessage received = connection.lastReceived();
		return new FixSessionView(connection.state(), connection.senderCompId(), connection.targetCompId(),
				connection.host(), connection.port(), connection.nextSenderSeqNum(), connection.nextTargetSeqNum(),
				received == null ? null : received.at(), connection.lastLogonAt(), connection.lastSent(), received,
				view.holder(), view.openOrders());
	}
}
