package dev.kontor.orders.fix;

import org.springframework.stereotype.Component;

/** What handles the venue's messages to Kontor, handed to the session as one. */
@Component
@OnFixVenue
record InboundReports(ExecutionReports executionReports, CancelRejects cancelRejects, TradeCaptures tradeCaptures) {
}
