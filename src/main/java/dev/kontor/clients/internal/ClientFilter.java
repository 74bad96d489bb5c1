package dev.kontor.clients.internal;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientType;

/**
 * The filters of the client list (document 3, 4.6). Names and surnames match case-insensitively from their start,
 * email and clientKey case-insensitively in full, the country code any of origin, nationality and residency; the
 * creation range includes its begin and excludes its end. {@code id} narrows the list to the one record a caller
 * bound to a client record may see.
 */
public record ClientFilter(UUID tenantId, @Nullable ClientType clientType, @Nullable ClientStatus status,
		@Nullable String name, @Nullable String surname, @Nullable String email, @Nullable String alpha3CountryCode,
		@Nullable Instant dateTimeBegin, @Nullable Instant dateTimeEnd, @Nullable String contractualPartnerCode,
		@Nullable String clientKey, @Nullable UUID id) {
}
