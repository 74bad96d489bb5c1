package dev.kontor.masterdata.reference.snapshot;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

import org.jspecify.annotations.Nullable;

/**
 * Document 2's fallback rule: a section without the provider's source of event or source of date is dated by its
 * last update ({@code UPDATED_DATE}) or, never updated, by its creation ({@code CREATED_DATE}), in UTC.
 */
record SectionDates(LocalDate relevantDate, String sourceOfDate) {

	static final String UPDATED_DATE = "UPDATED_DATE";

	static final String CREATED_DATE = "CREATED_DATE";

	static SectionDates of(Snapshot.Section section) {
		boolean providerDated = section.relevantDate() != null && hasText(section.sourceOfDate())
				&& hasText(section.sourceOfEvent());
		if (providerDated) {
			return new SectionDates(section.relevantDate(), section.sourceOfDate());
		}
		if (section.updatedDate() != null) {
			return new SectionDates(utcDate(section.updatedDate()), UPDATED_DATE);
		}
		return new SectionDates(utcDate(section.createdDate()), CREATED_DATE);
	}

	private static boolean hasText(@Nullable String value) {
		return value != null && !value.isBlank();
	}

	private static LocalDate utcDate(Instant instant) {
		return LocalDate.ofInstant(instant, ZoneOffset.UTC);
	}
}
