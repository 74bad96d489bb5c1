package dev.kontor.aml;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A client as the officer's views name it: its id, key and names. */
public record NamedClient(UUID clientId, String clientKey, String clientName, @Nullable String clientSurname) {
}
