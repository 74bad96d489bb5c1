package dev.kontor.payments;

/** A SEPA direct debit mandate collects while Active; a Revoked one no longer does. */
public enum MandateStatus {
	Active, Revoked
}
