package dev.kontor.clients;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * The postal address of a client record (contract section 4); {@code country} is an ISO 3166-1 alpha-3 code, which
 * {@code ClientRules} checks. A street number may be part of {@code street} where the address has none apart.
 */
public record ClientAddress(@NotBlank @Size(max = 100) String street, @Nullable @Size(max = 20) String streetNumber,
		@NotBlank @Size(max = 20) String postalCode, @NotBlank @Size(max = 100) String city,
		@NotBlank @Size(max = 3) String country) {
}
