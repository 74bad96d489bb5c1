package dev.kontor.orders.fix;

import java.util.function.Supplier;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.orders.VenueSessionView;

/**
 * {@code kontor.orders.fix.connected} (1 while logged on), {@code kontor.orders.fix.sequence.sender} and
 * {@code .target} (the next sequence numbers; 0 on an instance not holding the session) and
 * {@code kontor.orders.fix.messages} by {@code direction} (in, out) and {@code type} (the MsgType).
 */
@Component
@OnFixVenue
class FixMetrics {

	private final MeterRegistry meters;

	FixMetrics(MeterRegistry meters) {
		this.meters = meters;
	}

	void watch(Supplier<VenueSessionView.Connection> view) {
		Gauge.builder("kontor.orders.fix.connected",
				() -> view.get().state() == VenueSessionView.State.Connected ? 1 : 0)
			.description("Whether this instance is logged on to the FIX venue")
			.register(meters);
		Gauge.builder("kontor.orders.fix.sequence.sender", () -> orZero(view.get().nextSenderSeqNum()))
			.description("The next sequence number Kontor sends the FIX venue")
			.register(meters);
		Gauge.builder("kontor.orders.fix.sequence.target", () -> orZero(view.get().nextTargetSeqNum()))
			.description("The next sequence number Kontor expects from the FIX venue")
			.register(meters);
	}

	void counted(String direction, String msgType) {
		Counter.builder("kontor.orders.fix.messages")
			.description("FIX messages exchanged with the venue")
			.tag("direction", direction)
			.tag("type", msgType)
			.register(meters)
			.increment();
	}

	private static int orZero(@Nullable Integer number) {
		return number == null ? 0 : number;
	}
}
