package dev.kontor.masterdata.reference;

import java.util.Arrays;
import java.util.Optional;

/**
 * The section groups ({@code ag}) of document 2, with the meaning the platform gives them (the document lists only
 * the letters; {@code docs/masterdata-snapshots.md} describes each).
 */
public enum Ag {

	B("Master data"), C("Corporate actions"), D("Dividends and distributions"), E("Interest and redemption"),
	G("General meetings"), H("Listings and trading venues"), I("Issuer"), J("Fund data"), K("Classifications"),
	M("Codes and identifiers"), P("Issue and reference prices"), Q("Ratings"), R("Regulatory data"),
	U("Underlyings"), V("Tax data"), X("Provider notes");

	private final String meaning;

	Ag(String meaning) {
		this.meaning = meaning;
	}

	public String meaning() {
		return meaning;
	}

	public static Optional<Ag> of(String letter) {
		return Arrays.stream(values()).filter(ag -> ag.name().equals(letter)).findFirst();
	}
}
