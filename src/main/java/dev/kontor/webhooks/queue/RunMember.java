package dev.kontor.webhooks.queue;

import java.util.UUID;

/**
 * One event of a delivery that carries a run of events (see {@link DeliveryRuns}): the run's row, the event's place
 * in it and how many events the run has.
 */
public record RunMember(UUID runId, int index, int size) {
}
