package dev.kontor.orders.venue;

import java.util.Optional;
import java.util.function.Supplier;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

import org.springframework.stereotype.Component;

import dev.kontor.shared.jdbc.AfterCommit;

/**
 * {@code kontor.orders.executions}, the executions the simulated venue committed; {@code kontor.orders.venue.work},
 * how long working one order against a quote took (its lock, decision, fill, settlement and events: one
 * transaction); {@code kontor.orders.venue.resting}, the orders this instance's venue holds in its index.
 */
@Component
class VenueMetrics {

	private final Counter executions;

	private final Timer work;

	private final Counter halts;

	private final MeterRegistry meters;

	VenueMetrics(MeterRegistry meters) {
		this.meters = meters;
		this.executions = Counter.builder("kontor.orders.executions")
			.description("Executions the simulated venue committed")
			.register(meters);
		this.halts = Counter.builder("kontor.orders.venue.halts")
			.description("Trading halts begun: a quote left the price band around the reference price")
			.register(meters);
		this.work = Timer.builder("kontor.orders.venue.work")
			.description("Working one order against a quote, in one transaction")
			.publishPercentileHistogram()
			.register(meters);
	}

	/** Counts an execution once the transaction it is made in commits. */
	void executed() {
		AfterCommit.run(executions::increment);
	}

	Optional<IndexedOrder> timed(Supplier<Optional<IndexedOrder>> working) {
		return work.record(working);
	}

	void halted() {
		halts.increment();
	}

	void watchHalts(Supplier<Number> haltedInstruments) {
		Gauge.builder("kontor.orders.venue.halted", haltedInstruments)
			.description("Instruments the simulated venue has halted now")
			.register(meters);
	}

	void watch(OrderIndex index) {
		Gauge.builder("kontor.orders.venue.resting", index, OrderIndex::size)
			.description("Orders this instance's simulated venue holds in its index")
			.register(meters);
	}
}
