package dev.kontor.bankfiles.iso20022;

/** A SEPA direct debit's place in its mandate: the first collection, or a recurring one after it. */
public enum SequenceType {

	FRST,

	RCUR

}
