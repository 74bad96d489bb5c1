package dev.kontor.kyc.callback;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The body of a provider callback: which session ({@code sessionReference}, the provider's name for it), what
 * happened ({@code event}: Started, Approved, Declined, Cancelled), when it was sent and a nonce against replays, and
 * for a decision the person the provider verified, the identity document, the reasons of a decline and the report
 * (a PDF, base64).
 */
public record ProviderCallback(String sessionReference, String event, Instant timestamp, String nonce,
		@Nullable Person person, @Nullable IdentityDocument document, @Nullable List<String> declineReasons,
		@Nullable String report) {

	public record Person(@Nullable String name, @Nullable LocalDate dateOfBirth) {
	}

	public record IdentityDocument(@Nullable String type, @Nullable String nationality) {
	}
}
