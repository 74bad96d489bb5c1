package dev.kontor.masterdata;

/** What an identifier names at the reference-data provider. */
public enum FinancialObjectType {
	Instrument, Institution
}
