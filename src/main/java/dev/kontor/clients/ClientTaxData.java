package dev.kontor.clients;

import org.jspecify.annotations.Nullable;

/**
 * The tax data an integrator writes on a client record: the German tax identification number (11 digits with an
 * ISO 7064 MOD 11,10 check digit, which {@code ClientRules} checks), which the church tax queries ask about.
 */
public record ClientTaxData(@Nullable String taxIdentificationNumber) {

	public static final ClientTaxData NONE = new ClientTaxData(null);
}
