package dev.kontor.masterdata.reference.read;

import org.jspecify.annotations.Nullable;

/** A field of an instrument asked for by name, answered with its DAT or TXT value (null when it has none). */
public record SelectedFieldValue(String fieldName, @Nullable String datVal, @Nullable String txtVal) {
}
