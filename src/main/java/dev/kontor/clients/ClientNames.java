package dev.kontor.clients;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/** How a client record names the client: a person's or a company's name and the forms of address. */
public record ClientNames(@NotBlank @Size(max = 100) String name, @Nullable @Size(max = 100) String surname,
		@Nullable @Size(max = 100) String birthName, @Nullable @Size(max = 50) String title,
		@Nullable @Size(max = 50) String salutation) {
}
