package dev.kontor.clients;

import java.time.LocalDate;
import java.util.UUID;

import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * The personal data of a client record: a person's birth, gender, marital status and partner (another client
 * record of the tenant) and occupation, a company's date of establishment.
 */
public record ClientPersonalData(@Nullable @Size(max = 50) String gender, @Nullable LocalDate dateOfBirth,
		@Nullable String placeOfBirth, @Nullable LocalDate establishedDate, @Nullable @Size(max = 50) String maritalStatus,
		@Nullable UUID partnerTo, @Nullable OccupationGroup occupationGroup) {
}
