package dev.kontor.masterdata.reference.read;

import java.time.LocalDate;

import org.jspecify.annotations.Nullable;

/** How a stored section is dated: by the provider's event where it names one, or by the fallback rule. */
record SectionDating(@Nullable String typeOfEvent, @Nullable String sourceOfEvent, LocalDate relevantDate,
		String sourceOfDate) {
}
