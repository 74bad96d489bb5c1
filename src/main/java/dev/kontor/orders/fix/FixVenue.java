package dev.kontor.orders.fix;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import quickfix.FieldNotFound;
import quickfix.InvalidMessage;
import quickfix.Message;
import quickfix.field.Currency;
import quickfix.fix44.NewOrderSingle;

import org.springframework.stereotype.Component;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.Order;
import dev.kontor.orders.Venue;
import dev.kontor.orders.VenueReads;
import dev.kontor.orders.VenueRequest;
import dev.kontor.shared.jdbc.AfterCommit;

/**
 * A venue reached over FIX 4.4 ({@code kontor.orders.venue=fix}, contract section 12): it answers later, so orders
 * wait PendingNew, PendingCancel or PendingReplace for its ExecutionReports. Each request is written to the
 * {@link Outbox} in the order's transaction and sent once it commits, by the instance holding the session.
 */
@Component
@OnFixVenue
@RequiredArgsConstructor
class FixVenue implements Venue {

	private static final Logger log = LoggerFactory.getLogger(FixVenue.class);

	private final OrderMessages messages;

	private final Outbox outbox;

	private final VenueReads reads;

	private final FixSession session;

	@Override
	public boolean answersAtOnce() {
		return false;
	}

	@Override
	public void accepted(Order order) {
		outbox.add(order.id(), messages.newOrder(order));
		AfterCommit.run(session::sendWaiting);
	}

	@Override
	public void modified(VenueRequest request) {
		Order.Terms replacement = Objects.requireNonNull(request.replacement(), "replacement");
		send(request, "modification", order -> messages.replace(request, order, replacement,
				outbox.newOrder(request.orderId()).flatMap(FixVenue::currencyOf)));
	}

	/**
	 * An order still open is cancelled as it stands; one Kontor closed already (a corporate action cancels at once)
	 * by what its NewOrderSingle named, so that the venue stops working it.
	 */
	@Override
	public void cancelled(VenueRequest request) {
		Optional<OpenOrder> open = reads.open(request.orderId());
		Optional<Message> cancel = open.isPresent() ? Optional.of(messages.cancel(request, open.get()))
				: outbox.newOrder(request.orderId()).map(sent -> cancelOf(request, sent));
		cancel.ifPresentOrElse(message -> {
			outbox.add(request.orderId(), message);
			AfterCommit.run(session::sendWaiting);
		}, () -> log.warn("Order {} was never sent to the venue: its cancellation is not sent", request.orderId()));
	}

	private Message cancelOf(VenueRequest request, String newOrderSingle) {
		try {
			return messages.cancel(request, parsed(newOrderSingle));
		}
		catch (FieldNotFound unreadable) {
			throw new IllegalStateException("The NewOrderSingle of order " + request.orderId() + " is unreadable",
					unreadable);
		}
	}

	private static Optional<String> currencyOf(String newOrderSingle) {
		return parsed(newOrderSingle).getOptionalString(Currency.FIELD);
	}

	private static NewOrderSingle parsed(String newOrderSingle) {
		try {
			NewOrderSingle sent = new NewOrderSingle();
			sent.fromString(newOrderSingle, null, false);
			return sent;
		}
		catch (InvalidMessage unreadable) {
			throw new IllegalStateException("A NewOrderSingle in the outbox is unreadable", unreadable);
		}
	}

	/** A request of an order the venue works: it names the order's instrument and side, as the order stands. */
	private void send(VenueRequest request, String what, Function<OpenOrder, Message> message) {
		reads.open(request.orderId()).ifPresentOrElse(order -> {
			outbox.add(order.id(), message.apply(order));
			AfterCommit.run(session::sendWaiting);
		}, () -> log.warn("Order {} is no longer open: its {} is not sent", request.orderId(), what));
	}
}
