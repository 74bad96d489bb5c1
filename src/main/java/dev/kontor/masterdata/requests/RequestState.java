package dev.kontor.masterdata.requests;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * Where an instrument request stands: accepted or not (with the reason), disabled by a later removal, and processed
 * or still waiting for the processor.
 */
public record RequestState(boolean isAccepted, @Nullable String errorMessageDetail, boolean isDisabled,
		boolean processed, @Nullable Instant processedDate) {

	/** A request just checked: accepted and waiting for the processor when there is no problem, refused otherwise. */
	static RequestState checked(@Nullable String problem, boolean isDisabled) {
		return new RequestState(problem == null, problem, isDisabled, false, null);
	}

	/** The processor's outcome at {@code now}: fulfilled, or refused with the reason. */
	RequestState processedAt(@Nullable String problem, Instant now) {
		return new RequestState(problem == null, problem, isDisabled, true, now);
	}
}
