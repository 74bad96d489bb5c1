package dev.kontor.masterdata.requests;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/** When an instrument request was created and last changed, and when it was deleted (null while it is live). */
public record RequestDates(Instant createdDate, Instant updatedDate, @Nullable Instant deletedDate) {

	/** The live request's dates, changed at {@code now}. */
	RequestDates changed(Instant now) {
		return new RequestDates(createdDate, now, null);
	}
}
