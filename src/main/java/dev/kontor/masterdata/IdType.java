package dev.kontor.masterdata;

/** The identifier kinds of document 2: ISIN (12 characters), WKN (6 characters) and the provider's EKN. */
public enum IdType {
	ISIN, WKN, EKN
}
