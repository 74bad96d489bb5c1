package dev.kontor.aml.monitoring;

/** The kinds of hit an other-record holds (document 3); PEP and sanction records have none. */
public enum RecordType {

	Other, AdverseMedia, LegalEnforcement
}
