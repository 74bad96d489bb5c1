package dev.kontor.orders.internal;

import java.util.List;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.corporateactions.CorporateActionExDateReached;

/**
 * Cancels the open orders in an instrument whose number of shares a corporate action changes, on its ex date
 * (contract section 10): every tenant's, in the transaction that marks the ex date reached, each with its reservation
 * released and its TradeExecutionReport (rejectReason {@code CorporateAction}).
 */
@Component
@RequiredArgsConstructor
class CorporateActionCancellations {

	private static final Logger log = LoggerFactory.getLogger(CorporateActionCancellations.class);

	private final Orders orders;

	private final OrderAmendments amendments;

	@EventListener
	void on(CorporateActionExDateReached reached) {
		List<Orders.OpenOrderOf> open = orders.openIn(reached.isinCode());
		open.forEach(order -> amendments.cancelForCorporateAction(order.tenantId(), order.id()));
		log.info("Corporate action {}: {} open orders in {} cancelled on the ex date", reached.corporateActionId(),
				open.size(), reached.isinCode());
	}
}
