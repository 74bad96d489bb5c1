package dev.kontor.masterdata.reference.read;

import org.jspecify.annotations.Nullable;

/** A field instruments can be searched by: {@code labelTranslation} is its label, {@code showcase} a sample value. */
public record FilterField(String code, String type, String labelTranslation, @Nullable String showcase) {
}
