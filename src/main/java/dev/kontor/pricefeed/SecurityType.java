package dev.kontor.pricefeed;

/** The security types of document 2 (instrument {@code type}, parameter {@code securityType}). */
public enum SecurityType {
	Stocks, Warrants, Bonds, Fonds, EtfOrEtc, Index, Unknown
}
