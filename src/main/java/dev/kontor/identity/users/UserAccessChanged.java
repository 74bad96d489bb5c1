package dev.kontor.identity.users;

import java.util.UUID;

/**
 * A user was disabled or given other roles: the tokens issued under the old access end (published within the
 * changing transaction).
 */
public record UserAccessChanged(UUID userId) {
}
