/**
 * The ISO 20022 files of the bank connection: {@code pain.008.001.08} direct debits and {@code pain.001.001.09}
 * credit transfers written for the bank, {@code pain.002.001.10} status reports and {@code camt.054.001.08}
 * notifications read from it (and written by the bank's side for tests and the bank simulator), every one checked
 * against its official schema by {@link dev.kontor.bankfiles.iso20022.Iso20022Schemas}. The messages are built and
 * read with Prowide's ISO 20022 model classes bound by JAXB.
 */
@NullMarked
package dev.kontor.bankfiles.iso20022;

import org.jspecify.annotations.NullMarked;
