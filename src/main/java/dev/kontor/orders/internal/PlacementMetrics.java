package dev.kontor.orders.internal;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import lombok.RequiredArgsConstructor;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderSide;
import dev.kontor.shared.RuleViolation;

/**
 * {@code kontor.orders.placed{side}}, the orders accepted, and {@code kontor.orders.refused{rule}}, the placements
 * refused with 422, by the field the refusing rule names ({@code clientId}, {@code internalAccountId},
 * {@code quantity} and the like: a set the code fixes, not the request).
 */
@Component
@RequiredArgsConstructor
class PlacementMetrics {

	private final MeterRegistry meters;

	private final Map<OrderSide, Counter> placed = new ConcurrentHashMap<>();

	private final Map<String, Counter> refused = new ConcurrentHashMap<>();

	void placed(OrderSide side) {
		placed.computeIfAbsent(side, key -> Counter.builder("kontor.orders.placed")
			.description("Orders accepted, by side")
			.tag("side", key.name())
			.register(meters)).increment();
	}

	void refused(RuleViolation violation) {
		String rule = violation.errors().keySet().stream().sorted().findFirst().orElse("other");
		refused.computeIfAbsent(rule, key -> Counter.builder("kontor.orders.refused")
			.description("Placements refused by a rule (422), by the field the rule names")
			.tag("rule", key)
			.register(meters)).increment();
	}
}
