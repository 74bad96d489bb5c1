package dev.kontor.payments.internal;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * Where an instruction the bank answers stands: its status, when the simulated bank answers it ({@code bankDueAt},
 * null when it does not) and when it last changed. A move writes these and nothing else.
 */
record Progress<S extends Enum<S>>(S status, @Nullable Instant bankDueAt, Instant updatedDate) {
}
