package dev.kontor.aml.screening;

/** A natural person (retail client) or a company (business client); lists name the same in their schema. */
public enum SubjectKind {

	Person, Company
}
