package dev.kontor.masterdata;

/** What an instrument request asks of the provider: track the object, stop tracking it, or fetch it once. */
public enum OperationType {
	Add, Remove, OneTime
}
