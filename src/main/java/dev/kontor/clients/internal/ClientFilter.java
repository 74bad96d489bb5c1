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
public record ClientFilter(UUID tenantId, @Nullable UUID id, ByRecord byRecord, ByPerson byPerson, Created created) {

	/** Filters on what the record is: its type, status, key and contractual partner. */
	public record ByRecord(@Nullable ClientType clientType, @Nullable ClientStatus status, @Nullable String clientKey,
			@Nullable String contractualPartnerCode) {
	}

	/** Filters on whom the record is about: names, email, a country. */
	public record ByPerson(@Nullable String name, @Nullable String surname, @Nullable String email,
			@Nullable String alpha3CountryCode) {
	}

	/** The creation range: from {@code dateTimeBegin} on, before {@code dateTimeEnd}. */
	public record Created(@Nullable Instant dateTimeBegin, @Nullable Instant dateTimeEnd) {
	}
}
