package dev.kontor.kyc;

import org.jspecify.annotations.Nullable;

/**
 * What a finished session found: whether the provider verified the person's identity and from which identity
 * document, and whether the name and date of birth it verified are those of the client record.
 */
public record KycResult(boolean identityVerified, @Nullable String documentType, @Nullable String nationality,
		boolean nameMatches, boolean dateOfBirthMatches) {
}
