/**
 * The event stream ({@code GET /api/v3/events/stream}): the accepted events of a tenant as server-sent events, in the
 * order they became visible, replayable from an event id. One reader per instance reads the events from the database
 * and hands them to every subscriber of the instance.
 */
@NullMarked
package dev.kontor.webhooks.stream;

import org.jspecify.annotations.NullMarked;
