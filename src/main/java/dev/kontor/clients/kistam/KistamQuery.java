package dev.kontor.clients.kistam;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.clients.ChurchTaxAttribute;

/** A church tax query of a client record as the API answers it (contract section 11). */
public record KistamQuery(UUID id, UUID clientId, KistamQueryReason reason, KistamQueryStatus status,
		@Nullable Instant answeredDate, @Nullable ChurchTaxAttribute churchTaxAttribute) {
}
