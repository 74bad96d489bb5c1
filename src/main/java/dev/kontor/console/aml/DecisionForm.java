package dev.kontor.console.aml;

import java.util.Objects;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import dev.kontor.aml.OfficerVerdict;

/**
 * The officer's decision form (public: the page reads it): approve or deny (no default, so that no key press
 * decides by accident), a reason of 1 to 64 characters and an optional note of up to 128, the limits of the
 * evaluation record.
 */
public record DecisionForm(
		@NotNull(message = "choose Approve or Deny") @Pattern(regexp = "Approve|Deny",
				message = "choose Approve or Deny") @Nullable String verdict,
		@NotBlank(message = "say why you decide so") @Size(max = 64, message = "must be at most 64 characters")
		@Nullable String reason,
		@Size(max = 128, message = "must be at most 128 characters") @Nullable String note) {

	static final int MAX_REASON = 64;

	static final int MAX_NOTE = 128;

	static DecisionForm empty() {
		return new DecisionForm(null, null, null);
	}

	/** The verdict of a checked form. */
	OfficerVerdict officerVerdict() {
		return OfficerVerdict.valueOf(Objects.requireNonNull(verdict));
	}

	public boolean chose(String name) {
		return name.equals(verdict);
	}
}
