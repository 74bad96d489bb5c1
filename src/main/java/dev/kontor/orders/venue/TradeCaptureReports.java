package dev.kontor.orders.venue;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.orders.TradeCaptured;

/**
 * The venue's end-of-day confirmation: once the session in which an order had executions has ended, one
 * {@link TradeCaptured} (the catalogue's TradeCaptureReport) per order and session, whatever the number of its
 * executions. The executions are marked confirmed in the event's transaction, so that a confirmation is published
 * once, also with several instances.
 */
@Component
@ConditionalOnProperty(name = "kontor.orders.venue", havingValue = "simulated", matchIfMissing = true)
class TradeCaptureReports {

	private static final int BATCH = 500;

	/** The executions of one order in one session. */
	private record Key(Captures.Uncaptured first, Instant sessionEnd) {
	}

	private final Captures captures;

	private final Markets markets;

	private final ApplicationEventPublisher events;

	private final TransactionTemplate transactions;

	private final Clock clock;

	TradeCaptureReports(Captures captures, Markets markets, ApplicationEventPublisher events,
			PlatformTransactionManager transactionManager, Clock clock) {
		this.captures = captures;
		this.markets = markets;
		this.events = events;
		this.transactions = new TransactionTemplate(transactionManager);
		this.clock = clock;
	}

	@Scheduled(fixedDelayString = "${kontor.orders.capture-interval:10s}", initialDelayString = "PT10S")
	void report() {
		Instant now = clock.instant();
		Map<String, Key> keys = new LinkedHashMap<>();
		Map<String, List<UUID>> executions = new LinkedHashMap<>();
		for (Captures.Uncaptured execution : captures.oldestUncaptured(BATCH)) {
			// an execution outside any session (a calendar changed since) is confirmed with the next pass
			Instant end = markets.sessionEnd(execution.provider(), execution.isinCode(), execution.dateTime())
				.orElse(execution.dateTime());
			if (end.isAfter(now)) {
				continue;
			}
			String key = execution.orderId() + "/" + end;
			keys.putIfAbsent(key, new Key(execution, end));
			executions.computeIfAbsent(key, k -> new ArrayList<>()).add(execution.executionId());
		}
		keys.forEach((key, first) -> confirm(first, executions.get(key), now));
	}

	private void confirm(Key key, List<UUID> executionIds, Instant now) {
		transactions.executeWithoutResult(status -> {
			if (captures.markCaptured(executionIds, now) > 0) {
				Captures.Uncaptured order = key.first();
				events.publishEvent(new TradeCaptured(order.tenantId(), order.clientId(), order.clientOrderId(),
						order.orderId(), key.sessionEnd()));
			}
		});
	}
}
