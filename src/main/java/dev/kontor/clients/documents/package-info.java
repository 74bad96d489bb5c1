/**
 * The documents of client records (contract section 11): uploaded over the API, or filed by other modules through
 * {@link dev.kontor.clients.ClientDocuments}, with one set of checks for both.
 */
@NullMarked
package dev.kontor.clients.documents;

import org.jspecify.annotations.NullMarked;
