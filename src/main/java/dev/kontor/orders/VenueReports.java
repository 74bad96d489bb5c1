package dev.kontor.orders;

import java.time.Instant;
import java.util.Collection;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

/**
 * The one way a venue changes orders: it decides, the order side applies. Each call is one transaction (or joins
 * the caller's) that locks the order row once; the order side then changes the order, records the execution, books
 * it in the ledger against the order's reservation, releases what the order no longer needs and publishes
 * {@link OrderChanged}, {@link OrderExecuted} or {@link TradeCaptured}. A venue that fills against quotes decides
 * under the lock ({@link #decide}); a venue that reports what happened elsewhere (a broker's execution reports)
 * reports it ({@link #filled}, {@link #closed}).
 */
public interface VenueReports {

	/**
	 * Locks the order and, when it is open, hands it to {@code venue}, whose decision is applied before the lock is
	 * given up: instances that work one order at once decide one after the other, each on what the one before
	 * committed. Answers the order as it is after the decision, empty once it is closed (or was no longer open).
	 */
	Optional<OpenOrder> decide(OrderId order, Function<OpenOrder, VenueDecision> venue);

	/**
	 * Records an execution of an open order: the filled quantity, the average price and the status move on
	 * (PartiallyFilled, or Filled when nothing remains), the fee is {@link Fees#of} the execution's amount, and the
	 * execution settles in the ledger. A {@link dev.kontor.shared.Conflict} when the order is no longer open or the
	 * quantity exceeds what remains.
	 */
	RecordedExecution filled(OrderId order, Fill fill);

	/**
	 * Ends an open order with a final status (Expired, Cancelled or Rejected, with a reason for Rejected) and
	 * releases what it still holds reserved; nothing happens to an order no longer open.
	 */
	void closed(OrderId order, OrderStatus status, String reason);

	/**
	 * Records an execution a venue reported under its own execution id, once: the same id reported again (a
	 * duplicate, a resend after a reconnect) books nothing and answers empty. Otherwise as {@link #filled}.
	 */
	Optional<RecordedExecution> filledOnce(OrderId order, String venueExecutionId, Fill fill);

	/** The venue acknowledged a new order: PendingNew becomes New; an order in any other status stays as it is. */
	void acknowledged(OrderId order);

	/**
	 * The venue accepted the order's pending modification: the terms asked for apply and the order works on as New
	 * or PartiallyFilled. Nothing happens to an order that is not PendingReplace.
	 */
	void replaced(OrderId order);

	/**
	 * The venue refused the order's pending cancellation or modification: the order goes back to where it stood
	 * before the request (with the fills that came meanwhile) and TradeOrderCancelReject or TradeOrderModifyReject
	 * fires. Nothing happens to an order that is not PendingCancel or PendingReplace.
	 */
	void amendmentRefused(OrderId order, String reason);

	/** The end of the session a Day order trades in, once the venue knows it; an order given one keeps it. */
	void sessionEnds(OrderId order, Instant sessionEnd);

	/**
	 * The venue confirmed the executions of the order in the session that ended at {@code sessionEnd}: they are
	 * marked confirmed and one {@link TradeCaptured} is published, unless another instance confirmed them first.
	 */
	void captured(OrderId order, Collection<UUID> executionIds, Instant sessionEnd);
}
