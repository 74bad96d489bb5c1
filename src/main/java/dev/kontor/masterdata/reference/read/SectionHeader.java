package dev.kontor.masterdata.reference.read;

import java.time.Instant;

/** Which section of an object this is ({@code ag} and {@code bid}) and when the provider last changed it. */
public record SectionHeader(String ag, String bid, Instant lastModification) {
}
