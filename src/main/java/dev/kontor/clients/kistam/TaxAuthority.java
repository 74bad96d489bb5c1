package dev.kontor.clients.kistam;

import java.time.LocalDate;
import java.util.Optional;

import dev.kontor.clients.ChurchTaxAttribute;

/**
 * A connector to the tax authority that answers church tax queries (the Federal Central Tax Office's Kistam
 * procedure). A bean implementing it is chosen by its {@link #name()} in {@code kontor.clients.kistam-authority};
 * the built-in one is {@code Simulated}.
 */
public interface TaxAuthority {

	String name();

	/**
	 * The church tax attribute of the person with this tax identification number on {@code asOf}, or empty when the
	 * person belongs to no religious community that levies church tax. Throws when the authority gave no answer
	 * (unreachable, refused, malformed); the query is then tried again later.
	 */
	Optional<ChurchTaxAttribute> ask(String taxIdentificationNumber, LocalDate asOf);
}
