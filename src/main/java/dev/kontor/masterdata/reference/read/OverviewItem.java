package dev.kontor.masterdata.reference.read;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/** Document 2's overview item: one section of an instrument, dated by the provider or by the fallback rule. */
public record OverviewItem(String isinCode, String ag, String bid, Instant lastModification,
		@Nullable String typeOfEvent, @Nullable String sourceOfEvent, String relevantDate, String sourceOfDate) {
}
