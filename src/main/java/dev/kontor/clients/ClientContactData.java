package dev.kontor.clients;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/** How the platform reaches a client: email, language, the channels the client allows, a user of its own. */
public record ClientContactData(@Nullable @Email @Size(max = 256) String email, @Nullable String language,
		@Nullable Boolean hasIdentityUser, @Nullable Boolean communicationWithPostAllowed,
		@Nullable Boolean communicationWithEmailAllowed, @Nullable Boolean communicationWithPhoneAllowed) {

	/** Flags left out are false. */
	public ClientContactData {
		hasIdentityUser = Boolean.TRUE.equals(hasIdentityUser);
		communicationWithPostAllowed = Boolean.TRUE.equals(communicationWithPostAllowed);
		communicationWithEmailAllowed = Boolean.TRUE.equals(communicationWithEmailAllowed);
		communicationWithPhoneAllowed = Boolean.TRUE.equals(communicationWithPhoneAllowed);
	}
}
