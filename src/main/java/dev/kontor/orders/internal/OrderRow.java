package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.ReservationId;
import dev.kontor.orders.Execution;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderChanged;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderStatus;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.TenantId;

/**
 * An order as stored, in the parts that change apart: who placed it and whose accounts it books on, what it trades
 * and how, the figures a modification may change, where it stands, and the row's own keeping.
 */
record OrderRow(OrderId id, Parties parties, Order.Instrument instrument, Order.Kind kind, Order.Terms terms,
		Progress progress, Keeping keeping) {

	/** Who placed the order, under which of their ids, and the accounts it books on; fixed at placement. */
	record Parties(UUID tenantId, UUID clientId, String clientOrderId, InternalAccountId internalAccountId,
			DepositAccountId depositAccountId, UUID createdUserId) {
	}

	/** Where the order stands: its status, what is filled, what it holds reserved, when its session ends. */
	record Progress(OrderStatus status, @Nullable String rejectReason, BigDecimal filledQuantity,
			BigDecimal filledAmount, @Nullable BigDecimal averagePrice, Reserved reserved, @Nullable Instant sessionEnd) {

		/** A new order: New, or PendingNew at a venue that acknowledges it later. */
		static Progress placed(OrderStatus status) {
			return new Progress(status, null, BigDecimal.ZERO, BigDecimal.ZERO, null, Reserved.NOTHING, null);
		}

		Progress withStatus(OrderStatus to) {
			return new Progress(to, rejectReason, filledQuantity, filledAmount, averagePrice, reserved, sessionEnd);
		}

		Progress closed(OrderStatus to, @Nullable String reason) {
			return new Progress(to, reason, filledQuantity, filledAmount, averagePrice, Reserved.NOTHING, sessionEnd);
		}

		Progress withReserved(Reserved nowReserved) {
			return new Progress(status, rejectReason, filledQuantity, filledAmount, averagePrice, nowReserved,
					sessionEnd);
		}
	}

	/** The request that placed the order (its hash, for an idempotent retry), the row's version and its times. */
	record Keeping(String requestHash, int version, Instant createdDate, Instant updatedDate) {

		Keeping updatedAt(Instant at) {
			return new Keeping(requestHash, version, createdDate, at);
		}
	}

	/** What an order holds reserved: cash for a buy, securities for a sell; zero and no id once released. */
	record Reserved(BigDecimal amount, BigDecimal quantity, @Nullable ReservationId cash,
			@Nullable ReservationId securities) {

		static final Reserved NOTHING = new Reserved(BigDecimal.ZERO, BigDecimal.ZERO, null, null);
	}

	UUID tenantId() {
		return parties.tenantId();
	}

	OrderStatus status() {
		return progress.status();
	}

	Reserved reserved() {
		return progress.reserved();
	}

	/** What remains to be filled; null for a money order, whose quantity the fills decide. */
	@Nullable BigDecimal remainingQuantity() {
		return terms.quantity() == null ? null : terms.quantity().subtract(progress.filledQuantity());
	}

	OrderRow closed(OrderStatus to, @Nullable String reason, Instant at) {
		return new OrderRow(id, parties, instrument, kind, terms, progress.closed(to, reason), keeping.updatedAt(at));
	}

	/** The same order in another open status: acknowledged, or waiting for or answered on a request to its venue. */
	OrderRow withStatus(OrderStatus to, Instant at) {
		return new OrderRow(id, parties, instrument, kind, terms, progress.withStatus(to), keeping.updatedAt(at));
	}

	OrderRow modified(@Nullable BigDecimal newQuantity, @Nullable BigDecimal newLimit, @Nullable BigDecimal newStop,
			Reserved nowReserved, Instant at) {
		Order.Terms modified = new Order.Terms(newQuantity, terms.amount(), newLimit, newStop);
		return new OrderRow(id, parties, instrument, kind, modified, progress.withReserved(nowReserved),
				keeping.updatedAt(at));
	}

	/**
	 * This order after a fill of {@code quantity} at {@code price} worth {@code value} charged {@code fee}: a buy's
	 * reservation holds what the settlement did not take of it (value and fee), a sell's the quantity not delivered;
	 * a filled order holds nothing (the settlement releases the rest). An order waiting for the venue's answer to a
	 * cancellation or modification keeps waiting unless the fill completes it.
	 */
	OrderRow filled(BigDecimal quantity, BigDecimal price, BigDecimal value, BigDecimal fee, Instant at) {
		BigDecimal totalQuantity = progress.filledQuantity().add(quantity);
		BigDecimal totalAmount = progress.filledAmount().add(value);
		BigDecimal average = totalAmount.divide(totalQuantity, 6, RoundingMode.HALF_EVEN);
		boolean complete = terms.quantity() != null ? totalQuantity.compareTo(terms.quantity()) >= 0
				: terms.amount() != null && totalAmount.compareTo(terms.amount()) >= 0;
		OrderStatus next = complete ? OrderStatus.Filled
				: progress.status().awaitsAmendment() ? progress.status() : OrderStatus.PartiallyFilled;
		Progress after = new Progress(next, progress.rejectReason(), totalQuantity, totalAmount, average,
				complete ? Reserved.NOTHING : reservedAfter(quantity, value.add(fee)), progress.sessionEnd());
		return new OrderRow(id, parties, instrument, kind, terms, after, keeping.updatedAt(at));
	}

	private Reserved reservedAfter(BigDecimal quantity, BigDecimal money) {
		Reserved reserved = progress.reserved();
		return kind.side() == OrderSide.Buy
				? new Reserved(reserved.amount().subtract(money).max(BigDecimal.ZERO), reserved.quantity(),
						reserved.cash(), reserved.securities())
				: new Reserved(reserved.amount(), reserved.quantity().subtract(quantity).max(BigDecimal.ZERO),
						reserved.cash(), reserved.securities());
	}

	OrderRow withReserved(Reserved nowReserved) {
		return new OrderRow(id, parties, instrument, kind, terms, progress.withReserved(nowReserved), keeping);
	}

	/** This order as {@link Orders#update} left it in the table: one version on. */
	OrderRow written() {
		return new OrderRow(id, parties, instrument, kind, terms, progress,
				new Keeping(keeping.requestHash(), keeping.version() + 1, keeping.createdDate(), keeping.updatedDate()));
	}

	OrderChanged changed() {
		return new OrderChanged(new TenantId(parties.tenantId()), new ClientId(parties.clientId()),
				parties.clientOrderId(), id, progress.status());
	}

	Order view(List<Execution> executions) {
		BigDecimal remaining = remainingQuantity();
		Order.Parties onWire = new Order.Parties(parties.tenantId(), parties.clientId(), parties.clientOrderId(),
				parties.internalAccountId().value(), parties.depositAccountId().value());
		Order.Progress standing = new Order.Progress(progress.status(), progress.rejectReason(),
				Decimals.plain(progress.filledQuantity()), remaining == null ? null : Decimals.plain(remaining),
				Decimals.plainOrNull(progress.averagePrice()), Decimals.plain(progress.reserved().amount()),
				Decimals.plain(progress.reserved().quantity()));
		return new Order(id, onWire, instrument, kind, terms.plain(), standing,
				new Order.Dates(keeping.createdDate(), keeping.updatedDate()), executions);
	}
}
