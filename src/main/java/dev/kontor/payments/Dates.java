package dev.kontor.payments;

import java.time.Instant;

/** When a mandate, an instruction or a request was created and when it last changed. */
public record Dates(Instant createdDate, Instant updatedDate) {
}
