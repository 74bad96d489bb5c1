package dev.kontor.shared.cluster;

/**
 * One change as a subscriber is told of it: the publisher's payload (ids, not documents) and whether this instance
 * made it (its own caches already follow it; a subscriber may skip such a change).
 */
public record ClusterChange(String payload, boolean madeHere) {
}
