package dev.kontor.aml.screening;

import java.time.LocalDate;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * Who is screened: a client's names, birth date and countries (ISO 3166-1 alpha-3, from nationality and country of
 * origin), as the platform holds them.
 */
public record ScreeningSubject(SubjectKind kind, String name, @Nullable String surname,
		@Nullable LocalDate dateOfBirth, Set<String> countries) {

	public ScreeningSubject {
		countries = Set.copyOf(countries);
	}

	/** The name and the surname as one name, as lists write it. */
	public String fullName() {
		return surname == null || surname.isBlank() ? name : name + " " + surname;
	}
}
