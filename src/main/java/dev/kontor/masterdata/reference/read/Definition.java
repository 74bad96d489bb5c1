package dev.kontor.masterdata.reference.read;

import org.jspecify.annotations.Nullable;

/** An item of the definitions page: {@code idName} is the provider's id of the object. */
public record Definition(@Nullable String isinCode, @Nullable String ekn, @Nullable String wkn, String name,
		String idName, String type, @Nullable String cfiCode) {
}
