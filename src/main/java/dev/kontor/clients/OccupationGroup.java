package dev.kontor.clients;

/** The occupation groups document 3 names; the AML parameters assign them risk factors. */
public enum OccupationGroup {
	Other, PupilOrStudent, Pensioner
}
