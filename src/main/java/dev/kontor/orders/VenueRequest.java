package dev.kontor.orders;

import org.jspecify.annotations.Nullable;

/**
 * A cancellation or modification of an open order, as the order side hands it to the venue: the number of the
 * request among the order's requests (from 1; a FIX venue sends it as the ClOrdID's suffix, {@code <orderId>.<n>}),
 * and for a modification the terms asked for. A venue that answers at once finds them applied already.
 */
public record VenueRequest(OrderId orderId, int number, Order.@Nullable Terms replacement) {
}
