package dev.kontor.kyc.sessions;

import java.time.LocalDate;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * What a provider reported of one of its sessions, after its callback was found authentic: the person started, or
 * the provider approved or declined the person (with the name and date of birth it verified, the identity document
 * and the report), or the person gave up.
 */
public record ProviderOutcome(String reference, Event event, @Nullable String verifiedName,
		@Nullable LocalDate verifiedDateOfBirth, @Nullable String documentType, @Nullable String nationality,
		List<String> declineReasons, byte @Nullable [] report) {

	public enum Event {
		Started, Approved, Declined, Cancelled
	}
}
