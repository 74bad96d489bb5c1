package dev.kontor.orders.fix;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import quickfix.FieldNotFound;
import quickfix.fix44.OrderCancelReject;

import org.springframework.stereotype.Component;

import dev.kontor.orders.VenueReports;

/**
 * An OrderCancelReject: the venue refused a cancel or replace request, so the order goes back to where it stood and
 * TradeOrderCancelReject or TradeOrderModifyReject fires. The order is the one its OrigClOrdID (or ClOrdID) names.
 */
@Component
@OnFixVenue
@RequiredArgsConstructor
class CancelRejects {

	private static final Logger log = LoggerFactory.getLogger(CancelRejects.class);

	private final VenueReports reports;

	void on(OrderCancelReject reject) throws FieldNotFound {
		String named = reject.isSetOrigClOrdID() ? reject.getOrigClOrdID().getValue() : reject.getClOrdID().getValue();
		String reason = reject.isSetText() ? reject.getText().getValue() : "Refused by the venue";
		OrderMessages.orderOf(named)
			.ifPresentOrElse(order -> reports.amendmentRefused(order, reason),
					() -> log.warn("An order cancel reject of {} names no order of Kontor; ignored", named));
	}
}
