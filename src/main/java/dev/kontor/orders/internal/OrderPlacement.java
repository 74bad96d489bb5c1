package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;

import dev.kontor.clients.TradingParty;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.Venue;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Places orders: every check of contract section 8 before acceptance, then the reservation and the order row in one
 * transaction, so that an accepted order always holds its money or securities. The integrator's clientOrderId names
 * one order per client record: the same body again answers that order as it is now, another body 409.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class OrderPlacement {

	private final Orders orders;

	private final OrderParties parties;

	private final OrderMarket market;

	private final OrderPricing pricing;

	private final OrderReservations reservations;

	private final OrderViews views;

	private final Transactions transactions;

	private final ApplicationEventPublisher events;

	private final Venue venue;

	private final PlacementMetrics metrics;

	private final Ids ids;

	private final Clock clock;

	/** The order and whether this request created it (201) or repeated an earlier one (200). */
	public record Placed(Order order, boolean created) {
	}

	/**
	 * Tries a new order first: a repeat is rare, and its clientOrderId's unique key refuses it at the insert. Whatever
	 * refuses the attempt (the key, a rule that the earlier order itself now breaks, such as the cash it holds), the
	 * request then answers the order of that clientOrderId when one exists: as the earlier order is now for the same
	 * body, 409 for another body. Two places with one clientOrderId at once: the second waits for the first's
	 * reservation (the account's row), then fails on the key and answers the first one. A new order and a refusal
	 * by a rule (422) are counted ({@link PlacementMetrics}).
	 */
	public Placed place(UUID tenantId, UUID actorId, UUID clientId, OrderRequest order) {
		OrderInput.check(order);
		try {
			Placed placed = createOrRepeat(tenantId, actorId, clientId, order, RequestHash.of(order));
			if (placed.created()) {
				metrics.placed(order.kind().side());
			}
			return placed;
		}
		catch (RuleViolation violation) {
			metrics.refused(violation);
			throw violation;
		}
	}

	private Placed createOrRepeat(UUID tenantId, UUID actorId, UUID clientId, OrderRequest order, String hash) {
		try {
			return transactions.run(() -> create(tenantId, actorId, parties.client(tenantId, clientId), order, hash));
		}
		catch (RuntimeException refused) {
			return transactions.run(() -> {
				parties.client(tenantId, clientId);
				return repeated(tenantId, clientId, order, hash).orElseThrow(() -> refused);
			});
		}
	}

	private Optional<Placed> repeated(UUID tenantId, UUID clientId, OrderRequest order, String hash) {
		return orders.find(tenantId, clientId, order.clientOrderId()).map(existing -> {
			if (!existing.keeping().requestHash().equals(hash)) {
				throw new Conflict("An order with this clientOrderId exists with another body");
			}
			return new Placed(views.of(existing), false);
		});
	}

	private Placed create(UUID tenantId, UUID actorId, TradingParty client, OrderRequest order, String hash) {
		UUID clientId = client.id();
		parties.requireTrading(tenantId, client);
		OrderParties.OrderAccounts accounts = parties.accounts(tenantId, client, order.internalAccountId(),
				order.depositAccountId());
		OrderMarket.Tradable tradable = market.of(tenantId, order.providerOrDefault(), order.isinCode());
		if (!accounts.internal().currencyCode().equals(tradable.currencyCode())) {
			throw new RuleViolation("internalAccountId", "must be an account in the instrument's currency "
					+ tradable.currencyCode() + "; this one is in " + accounts.internal().currencyCode());
		}
		Order.Kind kind = order.kind();
		Order.Terms terms = order.terms();
		OrderPricing.Figures figures = pricing.of(tenantId, order.providerOrDefault(), order.isinCode(), kind.side(),
				kind.orderType(), terms.quantity(), terms.amount(), terms.limitPrice(), terms.stopPrice());
		SupportRules.check(tradable.rules(), kind.side(), terms.quantity(), terms.amount(), figures.value());
		Instant now = Timestamps.now(clock);
		OrderRow row = new OrderRow(new OrderId(ids.next()),
				new OrderRow.Parties(tenantId, clientId, order.clientOrderId(), accounts.internal().id(),
						accounts.deposit().id(), actorId),
				new Order.Instrument(order.isinCode(), order.providerOrDefault(), tradable.currencyCode()),
				kind, terms,
				OrderRow.Progress.placed(venue.answersAtOnce() ? OrderStatus.New : OrderStatus.PendingNew),
				new OrderRow.Keeping(hash, 0, now, now));
		BigDecimal quantity = terms.quantity() == null ? BigDecimal.ZERO : terms.quantity();
		OrderRow placed = row.withReserved(reservations.reserve(row, figures.cashToReserve(), quantity));
		orders.insert(placed);
		events.publishEvent(placed.changed());
		Order accepted = views.ofNew(placed);
		venue.accepted(accepted);
		return new Placed(accepted, true);
	}
}
