package dev.kontor.identity.clients;

import java.time.Instant;

import org.springframework.modulith.NamedInterface;

/** When a client was registered and when it last changed (a new secret, enabled or disabled). */
@NamedInterface("administration")
public record ClientDates(Instant createdDate, Instant updatedDate) {
}
