package dev.kontor.bankaccounts;

import java.time.OffsetDateTime;

import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

/** What the validate operation sets. */
public record ValidationChange(@NotNull ValidationMethod validationMethod, @NotNull Boolean validated,
		@Nullable OffsetDateTime validationDate) {
}
