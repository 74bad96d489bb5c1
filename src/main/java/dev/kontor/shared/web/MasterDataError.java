package dev.kontor.shared.web;

/**
 * The master data error body of document 2: {@code status} names the HTTP status ({@code BAD_REQUEST}),
 * {@code code} is its number, {@code error} its reason phrase, {@code exception} the kind of failure as a
 * stable kebab-case word ({@code invalid-input}, {@code not-found}), never a Java class name.
 */
public record MasterDataError(String status, String timestamp, String code, String message, String error,
		String exception) {
}
