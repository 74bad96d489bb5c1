package dev.kontor.webhooks.queue;

import java.util.List;

/** The outcomes of every event of a claimed run, in the run's order, to be written together. */
public record RunOutcome(List<Outcome> members) implements OutcomeToWrite {
}
