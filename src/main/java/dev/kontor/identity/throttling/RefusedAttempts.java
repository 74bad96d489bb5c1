package dev.kontor.identity.throttling;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/** Counts the attempts refused because of a lockout ({@code kontor.throttling.refused}), by endpoint and kind. */
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public final class RefusedAttempts {

	static final String METER = "kontor.throttling.refused";

	private final MeterRegistry meters;

	/** @param endpoint {@code token}, {@code introspection}, {@code revocation} or {@code sign-in} */
	public void refused(String endpoint, Lockout lockout) {
		Counter.builder(METER)
			.description("Attempts refused because their client id, username or source address is locked out")
			.tag("endpoint", endpoint)
			.tag("kind", lockout.kind().label())
			.register(meters)
			.increment();
	}
}
