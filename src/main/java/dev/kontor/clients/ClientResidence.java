package dev.kontor.clients;

import org.jspecify.annotations.Nullable;

/** Where a client comes from, belongs and is taxed: the ISO 3166 codes of a client record and its tax liability. */
public record ClientResidence(@Nullable String countryOfOrigin, @Nullable String nationality,
		@Nullable String residencyCountry, @Nullable String federalState, @Nullable Boolean liableToTax) {

	/** Left out, the client is not liable to tax. */
	public ClientResidence {
		liableToTax = Boolean.TRUE.equals(liableToTax);
	}
}
