/**
 * What a document is and how its uploader describes it (document 3's document body), shared by the documents of bank
 * accounts and of client records.
 */
@NullMarked
package dev.kontor.shared.documents;

import org.jspecify.annotations.NullMarked;
