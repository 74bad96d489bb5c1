package dev.kontor.clients;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * What the platform knows of a client's church tax: the attribute of the latest answered Kistam query (null when
 * the client belongs to no community that levies church tax, or before any answer) and when that answer came. Read
 * only: set by the answers, never by a request.
 */
public record ClientChurchTax(@Nullable ChurchTaxAttribute churchTaxAttribute, @Nullable Instant churchTaxQueriedDate) {

	public static final ClientChurchTax UNKNOWN = new ClientChurchTax(null, null);
}
