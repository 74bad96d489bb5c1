package dev.kontor.shared.pdf;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * Whom a customer document is addressed to: the client's name, the lines of the postal address above the country, and
 * the country as ISO 3166-1 alpha-3 code (written out in the document's locale); no address lines when the client
 * record has no address.
 */
public record Recipient(String name, List<String> addressLines, @Nullable String alpha3Country) {

	public Recipient {
		addressLines = List.copyOf(addressLines);
	}
}
