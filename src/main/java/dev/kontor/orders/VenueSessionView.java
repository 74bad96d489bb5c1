package dev.kontor.orders;

import java.time.Instant;

import io.swagger.v3.oas.annotations.media.Schema;

import org.jspecify.annotations.Nullable;

/**
 * The venue session for the operator, in three parts read from three places: the connection as this instance sees
 * it (its memory), the instance holding the session (the holders' table), and the orders at the venue (the order
 * and request tables).
 */
public record VenueSessionView(Connection connection, @Nullable Holder holder, OpenOrders openOrders) {

	public enum State {
		Connected, Disconnected, NotHolder
	}

	/**
	 * The session as this instance sees it: logged on, connecting ({@code Disconnected}), or left to another
	 * instance ({@code NotHolder}); whom it talks to; its sequence numbers (null where this instance holds no
	 * session); the last message each way and the last logon since this instance started.
	 */
	public record Connection(State state, String senderCompId, String targetCompId, String host, int port,
			@Nullable Integer nextSenderSeqNum, @Nullable Integer nextTargetSeqNum, @Nullable LastMessage lastSent,
			@Nullable LastMessage lastReceived, @Nullable Instant lastLogonAt) {
	}

	/** A message of the session: its MsgType (35), the message's name in FIX 4.4, and when it went or came. */
	@Schema(name = "VenueSessionMessage")
	public record LastMessage(String msgType, String name, Instant at) {
	}

	/** The instance whose lease on the session runs until {@code leaseUntil}; {@code thisInstance} if it is this one. */
	@Schema(name = "VenueSessionHolder")
	public record Holder(String instance, boolean thisInstance, Instant leaseUntil) {
	}

	/**
	 * The open orders at the venue: those it works ({@code New}, {@code PartiallyFilled}), those whose request waits
	 * for its answer ({@code PendingNew}, {@code PendingCancel}, {@code PendingReplace}), and the requests written
	 * but not sent to the venue yet.
	 */
	@Schema(name = "VenueOpenOrders")
	public record OpenOrders(int working, int pendingNew, int pendingCancel, int pendingReplace, int requestsNotSent) {

		public int total() {
			return working + pendingNew + pendingCancel + pendingReplace;
		}
	}
}
