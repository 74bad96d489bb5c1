package dev.kontor.aml.audit;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.security.Caller;

/**
 * Who changes a record: the id written to {@code updatedUserId} and the OAuth client of the call, which is null when
 * the platform changes a record on its own (a background job, demo data).
 */
public record Actor(UUID id, @Nullable String clientId) {

	public static Actor of(Caller caller) {
		return new Actor(caller.actorId(), caller.clientId());
	}

	public static Actor platform(UUID id) {
		return new Actor(id, null);
	}
}
