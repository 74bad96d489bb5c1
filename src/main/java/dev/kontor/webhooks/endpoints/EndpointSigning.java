package dev.kontor.webhooks.endpoints;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/** The secret that signs an endpoint's deliveries and, after a rotation, the previous one until {@code previousUntil}. */
public record EndpointSigning(SigningSecret current, @Nullable SigningSecret previous,
		@Nullable Instant previousUntil) {

	/** A new endpoint's signing: a generated secret, no previous one. */
	static EndpointSigning generated() {
		return new EndpointSigning(SigningSecret.generate(), null, null);
	}

	/** {@code newSecret} signs from now on; the current one keeps signing beside it until {@code overlapEnd}. */
	EndpointSigning rotatedTo(SigningSecret newSecret, Instant overlapEnd) {
		return new EndpointSigning(newSecret, current, overlapEnd);
	}
}
