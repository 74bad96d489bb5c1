package dev.kontor.webhooks.queue;

/** What the settlements write: the outcome of one delivery's attempt, or those of a whole run. */
public sealed interface OutcomeToWrite permits Outcome, RunOutcome {
}
